/**
 * The import readers on the shapes pages take (issue 32 §1, §3): where a JSON-LD Recipe hides, each way schema.org
 * lets a property be written, microdata and h-recipe, the text reader's headings in en, fr, it and he, and what the
 * draft makes of the find (cleaning, language, categories, warnings). The real recipes' table is quality.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { durationMinutes } from './durations';
import { readRecipePage, readRecipeText } from './read';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Site title</title>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const recipe = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Recipe',
  name: 'Lemon cake',
  recipeIngredient: ['2 eggs', '1 lemon'],
  recipeInstructions: 'Mix.\nBake.',
  ...extra,
});
const CATALOGUE = [
  { id: 'desserts', nameEn: 'Desserts', nameHe: 'קינוחים', nameFr: 'Desserts', nameIt: 'Dolci' },
  { id: 'soups', nameEn: 'Soups', nameHe: 'מרקים', nameFr: 'Soupes', nameIt: 'Zuppe' },
  { id: 'salads', nameEn: 'Salads', nameHe: 'סלטים', nameFr: 'Salades', nameIt: 'Insalate' },
];

describe('ISO 8601 and written durations', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT90M', 90],
    ['P1DT2H', 1560],
    ['PT0.5H', 30],
    ['PT0M', null],
    ['', null],
    ['20 minutes', 20],
    ['1 hour 10 minutes', 70],
  ])('%s → %s', (value, minutes) => expect(durationMinutes(value)).toBe(minutes));
});

describe('the JSON-LD reader', () => {
  it('finds the Recipe inside @graph, resolves its references and keeps isBasedOn', () => {
    const answer = readRecipePage(
      page(
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', '@id': '#page' },
            { '@type': 'Person', '@id': '#me', name: 'Dana Cook' },
            { '@type': 'Organization', '@id': '#site', name: 'Dana Bakes' },
            recipe({
              author: { '@id': '#me' },
              publisher: { '@id': '#site' },
              isBasedOn: 'https://grandma.example/cake',
              prepTime: 'PT15M',
              cookTime: 'PT45M',
              totalTime: 'PT1H',
              recipeYield: ['8', '8 slices'],
              image: { '@type': 'ImageObject', url: '/cake.jpg' },
            }),
          ],
        }),
      ),
      'https://dana.example/lemon-cake',
    );
    expect(answer?.method).toBe('json-ld');
    expect(answer?.source).toEqual({
      url: 'https://dana.example/lemon-cake',
      siteName: 'Dana Bakes',
      author: 'Dana Cook',
      basedOn: 'https://grandma.example/cake',
    });
    expect(answer?.draft).toMatchObject({
      title: 'Lemon cake',
      ingredients: ['2 eggs', '1 lemon'],
      instructions: ['Mix.', 'Bake.'],
      preparationTime: 15,
      cookingTime: 45,
      totalTime: 60,
      servings: 8,
      imageUrl: 'https://dana.example/cake.jpg',
    });
  });

  it('finds it in an array, under mainEntity, and with @type as a list; reads the older `ingredients`', () => {
    for (const value of [
      [{ '@type': 'WebSite', name: 'x' }, recipe()],
      { '@type': 'WebPage', mainEntity: recipe() },
      recipe({ '@type': ['Recipe', 'NewsArticle'] }),
      recipe({ '@type': 'schema:Recipe', recipeIngredient: undefined, ingredients: ['2 eggs', '1 lemon'] }),
    ]) {
      expect(readRecipePage(page(ld(value)), '')?.draft.ingredients).toEqual(['2 eggs', '1 lemon']);
    }
  });

  it('flattens HowToSections of HowToSteps, and reads an HTML list of steps', () => {
    const sections = recipe({
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'The cake',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Whisk the eggs.' },
            { '@type': 'HowToStep', name: 'Fold in the flour.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'The glaze',
          itemListElement: [{ '@type': 'HowToStep', text: 'Pour.' }],
        },
      ],
    });
    expect(readRecipePage(page(ld(sections)), '')?.draft.instructions).toEqual([
      'Whisk the eggs.',
      'Fold in the flour.',
      'Pour.',
    ]);
    const html = recipe({
      recipeInstructions: '<ol><li><p>Whisk &amp; fold.</p></li><li>Bake <b>well</b>.</li></ol>',
    });
    expect(readRecipePage(page(ld(html)), '')?.draft.instructions).toEqual(['Whisk & fold.', 'Bake well.']);
  });

  it('decodes entities, strips markup and normalises whitespace in every text', () => {
    const answer = readRecipePage(
      page(
        ld(
          recipe({
            name: 'Mac &amp; cheese&nbsp; <em>fast</em>',
            recipeIngredient: ['1&frac12; cups\n  milk'],
          }),
        ),
      ),
      '',
    );
    expect(answer?.draft.title).toBe('Mac & cheese fast');
    expect(answer?.draft.ingredients).toEqual(['1½ cups', 'milk']);
  });

  it('reads a yield as a number, a string or a list, and an image as a string, an object or a list', () => {
    const read = (extra: Record<string, unknown>) =>
      readRecipePage(page(ld(recipe(extra))), 'https://a.example/')?.draft;
    expect(read({ recipeYield: 6 })?.servings).toBe(6);
    expect(read({ recipeYield: 'Serves 4-6' })?.servings).toBe(4);
    expect(read({ recipeYield: ['', '12 cookies'] })?.servings).toBe(12);
    expect(read({})?.servings).toBeNull();
    expect(read({ image: 'https://img.example/a.jpg' })?.imageUrl).toBe('https://img.example/a.jpg');
    expect(read({ image: [{ contentUrl: 'b.jpg' }] })?.imageUrl).toBe('https://a.example/b.jpg');
    expect(read({ image: 'javascript:alert(1)' })?.imageUrl).toBeNull();
  });

  it('skips a block that does not parse and a Recipe without ingredients or steps', () => {
    const html = page(
      '<script type="application/ld+json">{ not json</script>' + ld({ '@type': 'Recipe', name: 'Empty' }),
      '<h1>Soup</h1><h2>Ingredients</h2><ul><li>water</li></ul><h2>Method</h2><p>Boil.</p>',
    );
    const answer = readRecipePage(html, '');
    expect(answer?.method).toBe('text');
    expect(answer?.draft).toMatchObject({ title: 'Soup', ingredients: ['water'], instructions: ['Boil.'] });
  });
});

describe('microdata and h-recipe', () => {
  it('reads a schema.org/Recipe item, not the properties of the items nested in it', () => {
    const answer = readRecipePage(
      page(
        '',
        `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pea soup</h1>
         <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ada</span></span>
         <meta itemprop="cookTime" content="PT25M"><time itemprop="prepTime" datetime="PT5M">5 min</time>
         <span itemprop="recipeYield">4 bowls</span><img itemprop="image" src="https://img.example/soup.jpg">
         <ul><li itemprop="recipeIngredient">500 g peas</li><li itemprop="recipeIngredient">1 l stock</li></ul>
         <div itemprop="recipeInstructions"><ol><li>Simmer the peas.</li><li>Blend.</li></ol></div></div>`,
      ),
      '',
    );
    expect(answer?.method).toBe('microdata');
    const { title, ingredients, instructions, preparationTime, cookingTime, servings } = answer?.draft ?? {};
    expect([title, ingredients, instructions]).toEqual([
      'Pea soup',
      ['500 g peas', '1 l stock'],
      ['Simmer the peas.', 'Blend.'],
    ]);
    expect([preparationTime, cookingTime, servings, answer?.draft.imageUrl]).toEqual([
      5,
      25,
      4,
      'https://img.example/soup.jpg',
    ]);
    expect(answer?.source.author).toBe('Ada');
  });

  it('reads an h-recipe, its author h-card apart, its one duration as the total', () => {
    const answer = readRecipePage(
      page(
        '',
        `<article class="h-recipe"><p class="p-author h-card"><span class="p-name">Ben</span></p>
         <h1 class="p-name">Toast</h1><time class="dt-duration" datetime="PT5M">5 minutes</time>
         <span class="p-yield">2</span><ul><li class="p-ingredient">2 slices bread</li></ul>
         <div class="e-instructions"><p>Toast the bread.</p><p>Butter it.</p></div></article>`,
      ),
      '',
    );
    expect(answer?.method).toBe('h-recipe');
    expect(answer?.draft).toMatchObject({
      title: 'Toast',
      ingredients: ['2 slices bread'],
      instructions: ['Toast the bread.', 'Butter it.'],
      totalTime: 5,
      preparationTime: null,
      servings: 2,
    });
    expect(answer?.source.author).toBe('Ben');
  });
});

describe('the text reader', () => {
  it.each([
    [
      'en',
      'Pancakes\nFluffy and quick.\nServes 4\nPrep time: 10 minutes\nIngredients:\n- 2 eggs\n- 1 cup flour\nDirections\n1. Whisk.\n2) Fry.\nNotes\nKeeps a day.',
    ],
    [
      'fr',
      'Crêpes\nPour 4 personnes\nTemps de préparation : 10 min\nIngrédients\n• 2 œufs\n• 250 g de farine\nPréparation\nÉtape 1 : Battre.\nÉtape 2 : Cuire.',
    ],
    [
      'it',
      'Frittelle\nPorzioni: 4\nTempo di preparazione: 10 minuti\nIngredienti\n2 uova\n250 g di farina\nProcedimento\n1. Sbattere.\n2. Friggere.',
    ],
  ])('reads a pasted %s recipe by its headings', (language, text) => {
    const answer = readRecipeText(text);
    expect(answer?.method).toBe('text');
    expect(answer?.draft.ingredients).toHaveLength(2);
    expect(answer?.draft.instructions).toHaveLength(2);
    expect(answer?.draft.instructions[0]).not.toMatch(/^\d|Étape/);
    expect(answer?.draft.servings).toBe(4);
    expect(answer?.draft.preparationTime).toBe(10);
    expect(answer?.draft.language).toBe(language);
    expect(answer?.source).toEqual({ url: '', siteName: '', author: '', basedOn: null });
  });

  it('takes the title and description from the lines before the first heading', () => {
    const answer = readRecipeText(
      'Pancakes\nFluffy and quick.\nIngredients\n2 eggs\nMethod\nFry.\nNotes\nGood cold.',
    );
    expect(answer?.draft).toMatchObject({
      title: 'Pancakes',
      description: 'Fluffy and quick.',
      ingredients: ['2 eggs'],
      instructions: ['Fry.'],
    });
  });

  it('finds no recipe in a text without list headings, or in nothing', () => {
    expect(readRecipeText('Just a note: buy milk and eggs tomorrow.')).toBeNull();
    expect(readRecipeText('')).toBeNull();
    expect(readRecipePage('<html><body><p>Hello</p></body></html>', 'https://a.example/')).toBeNull();
  });

  it('keeps a step that starts with a heading word, and a list item that looks like a heading', () => {
    const answer = readRecipePage(
      page(
        '',
        '<h1>Salad</h1><h2>Ingredients</h2><ul><li>1 lettuce</li></ul><h2>Method</h2><ol><li>Preparation of the leaves: wash them.</li><li>To serve the salad dressed, toss it.</li></ol>',
      ),
      '',
    );
    expect(answer?.draft.instructions).toEqual([
      'Preparation of the leaves: wash them.',
      'To serve the salad dressed, toss it.',
    ]);
  });
});

describe('Hebrew pages and texts', () => {
  const shakshuka = {
    title: 'שקשוקה',
    ingredients: ['4 ביצים', '6 עגבניות בשלות', '2 כפות שמן זית'],
    instructions: ['מחממים שמן במחבת.', 'מוסיפים את העגבניות ומבשלים 15 דקות.', 'שוברים את הביצים ומכסים.'],
  };

  it('reads a Hebrew JSON-LD page', () => {
    const answer = readRecipePage(
      `<html lang="he" dir="rtl"><head>${ld(recipe({ name: shakshuka.title, recipeIngredient: shakshuka.ingredients, recipeInstructions: shakshuka.instructions.map((text) => ({ '@type': 'HowToStep', text })), cookTime: 'PT20M', recipeYield: '4 מנות' }))}</head><body></body></html>`,
      'https://bishul.example/shakshuka',
    );
    expect(answer?.draft).toMatchObject({ ...shakshuka, cookingTime: 20, servings: 4, language: 'he' });
  });

  it('reads a Hebrew page without structured data by its headings and labels', () => {
    const answer = readRecipePage(
      `<html lang="he" dir="rtl"><body><header><nav>ראשי מתכונים</nav></header><article>
       <h1>${shakshuka.title}</h1><p>זמן הכנה: 10 דקות</p><p>זמן בישול: 20 דקות</p><p>מנות: 4</p>
       <h2>מצרכים</h2><ul>${shakshuka.ingredients.map((line) => `<li>${line}</li>`).join('')}</ul>
       <h2>אופן ההכנה</h2><ol>${shakshuka.instructions.map((line) => `<li>${line}</li>`).join('')}</ol>
       <h2>הערות</h2><p>מגישים עם לחם.</p></article></body></html>`,
      'https://bishul.example/shakshuka',
    );
    expect(answer?.method).toBe('text');
    expect(answer?.draft).toMatchObject({
      ...shakshuka,
      preparationTime: 10,
      cookingTime: 20,
      servings: 4,
      language: 'he',
    });
  });

  it('reads a pasted Hebrew recipe with רכיבים and הוראות הכנה', () => {
    const answer = readRecipeText(
      `עוגת שמרים של סבתא\nמתכון משפחתי\nרכיבים:\n- 500 גרם קמח\n- 2 ביצים\nהוראות הכנה:\n1. לשים בצק.\n2. אופים 30 דקות.\nטיפים\nטעים חם.`,
    );
    expect(answer?.draft).toMatchObject({
      title: 'עוגת שמרים של סבתא',
      description: 'מתכון משפחתי',
      ingredients: ['500 גרם קמח', '2 ביצים'],
      instructions: ['לשים בצק.', 'אופים 30 דקות.'],
      language: 'he',
    });
  });
});

describe('the draft', () => {
  it('suggests catalogue categories from the page’s own categories and its title, in any language', () => {
    const answer = readRecipePage(
      page(ld(recipe({ name: 'Tomato soup', recipeCategory: 'Dolci' }))),
      '',
      CATALOGUE,
    );
    expect(answer?.draft.categories).toEqual(['desserts', 'soups']);
  });

  it('keeps the source’s keywords as tags and says what the cook will have to add', () => {
    const answer = readRecipePage(page(ld(recipe({ keywords: 'lemon, cake, easy' }))), 'https://a.example/');
    expect(answer?.draft.tags).toEqual(['lemon', 'cake', 'easy']);
    expect(answer?.warnings).toEqual(['noTimes', 'noServings', 'noPhoto']);
  });

  it('cuts texts to the recipe’s lengths and says so; clamps times to a day', () => {
    const long = 'a'.repeat(150);
    const answer = readRecipePage(page(ld(recipe({ recipeIngredient: [long], cookTime: 'PT50H' }))), '');
    expect(answer?.draft.ingredients[0]).toHaveLength(100);
    expect(answer?.draft.cookingTime).toBe(1440);
    expect(answer?.warnings).toContain('textCut');
  });

  it('says when ingredient lines are longer than the entry form saves (50), not when they fit', () => {
    const fits = 'a'.repeat(50);
    const long = `2 cups ${'b'.repeat(50)}`;
    const short = readRecipePage(page(ld(recipe({ recipeIngredient: [fits, '1 egg'] }))), '');
    expect(short?.warnings).not.toContain('longIngredients');
    const answer = readRecipePage(page(ld(recipe({ recipeIngredient: ['1 egg', long] }))), '');
    expect(answer?.draft.ingredients).toEqual(['1 egg', long]);
    expect(answer?.warnings).toContain('longIngredients');
    expect(answer?.warnings).not.toContain('textCut');
  });
});
