/**
 * The push message of a followed cook's new recipe (level "all"), in the follower's language: the same words as the
 * bell's (web/src/locales/<lang>/notifications.json alert.title and types.new_recipe), since the server writes it.
 */
const PUSH_TEXTS = {
  en: { title: 'New on Matkon', newRecipe: '{name} published a new recipe: “{title}”' },
  he: { title: 'חדש במתכון', newRecipe: '{name} פרסם/ה מתכון חדש: „{title}”' },
  fr: { title: 'Nouveau sur Matkon', newRecipe: '{name} a publié une nouvelle recette : « {title} »' },
  it: { title: 'Novità su Matkon', newRecipe: '{name} ha pubblicato una nuova ricetta: «{title}»' },
} as const;

export function newRecipePushText(language: unknown, name: string, title: string) {
  const texts =
    PUSH_TEXTS[typeof language === 'string' && language in PUSH_TEXTS ? (language as 'en') : 'en'];
  return { title: texts.title, body: texts.newRecipe.replace('{name}', name).replace('{title}', title) };
}
