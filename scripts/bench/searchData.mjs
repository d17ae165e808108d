// The search benchmark's corpus: recipes recombined from the shared real recipes (../shared/data, read, never
// copied: titles, ingredients, descriptions and authors mixed across recipes) plus Hebrew recipes written from the
// small vocabulary below. Deterministic (a seeded generator), so two runs search the same data.
import { recipeRows } from './recipes.mjs';

function rng(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = Math.imul(t ^ (t >>> 15), 1 | t);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

const HE = {
  dishes: [
    'מרק עדשים',
    'מרק עוף',
    'מרק ירקות',
    'עוגת שוקולד',
    'עוגת גבינה',
    'עוגת תפוזים',
    'שקשוקה',
    'חומוס',
    'קציצות עוף',
    'קציצות דגים',
    'פשטידת תרד',
    'פשטידת ירקות',
    'סלט ירקות',
    'סלט טחינה',
    'אורז עם שעועית',
    "מג'דרה",
    'פתיתים',
    'לחם מחמצת',
    'חלה',
    'עוף בתנור',
    'דג בתנור',
    'לביבות תפוחי אדמה',
    'ממולאים',
    'טבולה',
    'בורקס גבינה',
    'מלבי',
    'שניצל',
    'ספגטי ברוטב עגבניות',
  ],
  modifiers: [
    '',
    '',
    'ביתי',
    'של סבתא',
    'חריף',
    'מהיר',
    'קל להכנה',
    'טבעוני',
    'לשבת',
    'עם בצל מטוגן',
    'עם עגבניות',
    'ברוטב עגבניות',
    'עם שום ולימון',
    'בסיר אחד',
  ],
  ingredients: [
    'בצל',
    'שום',
    'עגבניות',
    'שמן זית',
    'מלח',
    'פלפל שחור',
    'כמון',
    'פפריקה',
    'לימון',
    'טחינה גולמית',
    'ביצים',
    'קמח',
    'סוכר',
    'חמאה',
    'תרד',
    'גבינה לבנה',
    'עדשים כתומות',
    'אורז',
    'תפוחי אדמה',
    'גזר',
    'פטרוזיליה',
    'כוסברה',
    'שוקולד מריר',
    'חלב',
    'שמרים',
    'חזה עוף',
    'פילה דג',
    'שעועית לבנה',
    'גרגרי חומוס',
  ],
  amounts: ['1 כוס', '2 כוסות', '1 כפית', '2 כפות', '3 שיני', '500 גרם', 'חצי כוס', 'קורט'],
  descriptions: [
    'מתכון משפחתי שעובר מדור לדור.',
    'מנה חמה ומנחמת לערבי חורף.',
    'קל, מהיר וטעים במיוחד.',
    'מושלם לארוחת שישי עם כל המשפחה.',
    'גרסה טבעונית וקלילה לקלאסיקה.',
    'אפשר להכין מראש ולחמם.',
  ],
};

const EN_PREFIXES = ['', '', '', '', 'Easy ', 'Quick ', 'Classic ', 'Homemade ', 'Spicy ', "Grandma's "];

/** The real recipes the corpus recombines, or null without the shared data. */
function realRecipes() {
  const rows = recipeRows(
    Infinity,
    (r) => r.title && Array.isArray(r.ingredients) && r.ingredients.length > 0,
  );
  return rows?.map((r) => ({
    title: r.title,
    description: r.description ?? '',
    ingredients: r.ingredients,
    language: (r.language ?? 'en').slice(0, 2).toLowerCase(),
  }));
}

/**
 * The corpus, one recipe at a time and without end (every 16th in Hebrew): the caller takes as many as it loads,
 * so a million recipes never sit in memory together. Null without the shared data.
 */
export function searchCorpus(seed = 9) {
  const real = realRecipes();
  return real ? recipesOf(real, rng(seed)) : null;
}

function* recipesOf(real, random) {
  const authors = Array.from({ length: 500 }, (_, i) => `bench-author-${i}`);
  for (let i = 0; ; i += 1) {
    const hebrew = i % 16 === 7;
    let recipe;
    if (hebrew) {
      const modifier = pick(random, HE.modifiers);
      recipe = {
        title: `${pick(random, HE.dishes)}${modifier ? ` ${modifier}` : ''}`,
        description: pick(random, HE.descriptions),
        ingredients: Array.from(
          { length: 5 + Math.floor(random() * 4) },
          () => `${pick(random, HE.amounts)} ${pick(random, HE.ingredients)}`,
        ),
        language: 'he',
      };
    } else {
      const base = real[i % real.length];
      const other = pick(random, real);
      recipe = {
        title: `${base.language === 'en' ? pick(random, EN_PREFIXES) : ''}${base.title}`,
        description: pick(random, real).description,
        ingredients: [...base.ingredients, ...other.ingredients.slice(0, 2)],
        language: base.language,
      };
    }
    const roll = random();
    yield {
      firebase_id: `bench-${i}`,
      source_version: 1,
      author_id: pick(random, authors),
      title: recipe.title,
      description: recipe.description,
      ingredients: recipe.ingredients,
      categories: [],
      tags: [],
      language: recipe.language,
      visibility: roll < 0.9 ? 'public' : roll < 0.95 ? 'followers-only' : 'private',
      // a long tail of popularity, as real catalogues have
      views: Math.floor(100_000 / (1 + random() * 2000)),
      rating: Math.round(random() * 50) / 10,
    };
  }
}
