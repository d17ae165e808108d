/**
 * The texts of the first views the server writes (decision 0060), in every interface language. They are the web
 * app's own texts (web/src/locales/<language>/{common,feeds,search,channel}.json, named in WEB_KEYS), copied because the
 * functions cannot read the web's files once deployed; seo/feedPages.test.ts fails when a copy differs from the web's.
 */
import type { InterfaceLanguage } from '../profile/document';

/** Where each text lives in the web's locales: namespace file and key path. */
export const WEB_KEYS = {
  homeTitle: ['common', 'home.title'],
  homeSubtitle: ['common', 'home.subtitle'],
  promoTitle: ['common', 'home.promo.title'],
  promoText: ['common', 'home.promo.text'],
  signup: ['common', 'home.promo.signup'],
  login: ['common', 'home.promo.login'],
  trending: ['feeds', 'trending.title'],
  newest: ['feeds', 'newest.title'],
  trendingPageTitle: ['feeds', 'trendingPage.title'],
  trendingPageSubtitle: ['feeds', 'trendingPage.subtitle'],
  searchTitleFor: ['search', 'titleFor'],
  searchTop: ['search', 'sections.top'],
  channelFollowers: ['channel', 'stats.followers'],
  channelRecipes: ['channel', 'stats.recipes'],
  channelRecipesTitle: ['channel', 'recipes.title'],
  channelVerified: ['channel', 'verified'],
} as const satisfies Readonly<Record<string, readonly [string, string]>>;

/** Each text by its name in WEB_KEYS; searchTitleFor holds {{q}} for the search term. */
export type FirstViewTexts = Readonly<Record<keyof typeof WEB_KEYS, string>>;

export const FIRST_VIEW_TEXTS: Readonly<Record<InterfaceLanguage, FirstViewTexts>> = {
  en: {
    homeTitle: 'Welcome to Matkon',
    homeSubtitle:
      "Recipes from home cooks and chefs, in your language. Find tonight's dinner, share your family favourites and follow the cooks you love.",
    promoTitle: 'Join the kitchen',
    promoText: 'Sign up to save favorites, follow cooks and share your own recipes.',
    signup: 'Sign up free',
    login: 'Log in',
    trending: 'Trending now',
    newest: 'Newest recipes',
    trendingPageTitle: 'Trending recipes',
    trendingPageSubtitle: 'The recipes cooks are opening most right now.',
    searchTitleFor: 'Results for “{{q}}”',
    searchTop: 'Top results',
    channelFollowers: 'Followers',
    channelRecipes: 'Recipes',
    channelRecipesTitle: 'Recipes',
    channelVerified: 'Verified cook',
  },
  he: {
    homeTitle: 'ברוכים הבאים למתכון',
    homeSubtitle:
      'מתכונים של בשלנים ביתיים ושפים, בשפה שלך. מצאו את ארוחת הערב של הלילה, שתפו את המנות האהובות של המשפחה ועקבו אחרי הבשלנים שאתם אוהבים.',
    promoTitle: 'הצטרפו למטבח',
    promoText: 'הירשמו כדי לשמור מועדפים, לעקוב אחרי בשלנים ולשתף מתכונים משלכם.',
    signup: 'הרשמה בחינם',
    login: 'התחברות',
    trending: 'חם עכשיו',
    newest: 'מתכונים חדשים',
    trendingPageTitle: 'מתכונים חמים',
    trendingPageSubtitle: 'המתכונים שבשלנים פותחים הכי הרבה עכשיו.',
    searchTitleFor: 'תוצאות עבור ”{{q}}“',
    searchTop: 'תוצאות מובילות',
    channelFollowers: 'עוקבים',
    channelRecipes: 'מתכונים',
    channelRecipesTitle: 'מתכונים',
    channelVerified: 'בשלן מאומת',
  },
  fr: {
    homeTitle: 'Bienvenue sur Matkon',
    homeSubtitle:
      'Des recettes de cuisiniers amateurs et de chefs, dans votre langue. Trouvez le dîner de ce soir, partagez vos plats de famille et suivez les cuisiniers que vous aimez.',
    promoTitle: 'Rejoignez la cuisine',
    promoText: 'Inscrivez-vous pour enregistrer vos favoris, suivre des cuisiniers et partager vos recettes.',
    signup: 'Inscription gratuite',
    login: 'Se connecter',
    trending: 'Tendance en ce moment',
    newest: 'Nouvelles recettes',
    trendingPageTitle: 'Recettes tendance',
    trendingPageSubtitle: 'Les recettes que les cuisiniers ouvrent le plus en ce moment.',
    searchTitleFor: 'Résultats pour « {{q}} »',
    searchTop: 'Meilleurs résultats',
    channelFollowers: 'Abonnés',
    channelRecipes: 'Recettes',
    channelRecipesTitle: 'Recettes',
    channelVerified: 'Cuisinier vérifié',
  },
  it: {
    homeTitle: 'Benvenuto su Matkon',
    homeSubtitle:
      'Ricette di cuochi di casa e chef, nella tua lingua. Trova la cena di stasera, condividi i piatti di famiglia e segui i cuochi che ami.',
    promoTitle: 'Entra in cucina',
    promoText: 'Registrati per salvare i preferiti, seguire i cuochi e condividere le tue ricette.',
    signup: 'Registrati gratis',
    login: 'Accedi',
    trending: 'Di tendenza ora',
    newest: 'Ricette più recenti',
    trendingPageTitle: 'Ricette di tendenza',
    trendingPageSubtitle: 'Le ricette che i cuochi aprono di più in questo momento.',
    searchTitleFor: 'Risultati per «{{q}}»',
    searchTop: 'Risultati principali',
    channelFollowers: 'Follower',
    channelRecipes: 'Ricette',
    channelRecipesTitle: 'Ricette',
    channelVerified: 'Cuoco verificato',
  },
};
