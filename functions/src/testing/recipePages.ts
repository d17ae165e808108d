/**
 * A recipe rendered as the pages of real sites mark it up (issue 32 "Quality bar"): the import readers' test corpus
 * and the fixture site's pages. Built at test time from a recipe (the real ones of ../shared/data, or one written in
 * a test); nothing here is copied from a site.
 */
import { encode } from 'html-entities';
import type { SourceRecipe } from './sourceRecipes';

/** The address a page of a recipe without one is given. */
export const EXAMPLE_ADDRESS = 'https://recipes.example/recipe';
export const pageAddress = (source: SourceRecipe): string => source.url ?? EXAMPLE_ADDRESS;

export const PAGE_SHAPES = [
  'json-ld',
  'graph',
  'array',
  'sections',
  'main-entity',
  'entities',
  'microdata',
  'h-recipe',
  'text',
] as const;
export type PageShape = (typeof PAGE_SHAPES)[number];

/** What each shape can carry of the times: h-recipe has one duration (the total). */
export const SHAPE_TIMES: Readonly<Record<PageShape, readonly ('prep' | 'cook' | 'total')[]>> = {
  'json-ld': ['prep', 'cook', 'total'],
  graph: ['prep', 'cook', 'total'],
  array: ['prep', 'cook', 'total'],
  sections: ['prep', 'cook', 'total'],
  'main-entity': ['prep', 'cook', 'total'],
  entities: ['prep', 'cook', 'total'],
  microdata: ['prep', 'cook', 'total'],
  'h-recipe': ['total'],
  text: ['prep', 'cook', 'total'],
};

const html = (text: string) => encode(text, { mode: 'specialChars' });
const attr = html;
const iso = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
const given = (minutes: number | null): minutes is number => minutes !== null && minutes > 0;

/** JSON in a script element, as sites write it (`<` escaped so no text can close the element). */
const script = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function page(source: SourceRecipe, head: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${attr(source.language)}"><head><meta charset="utf-8">`,
    `<title>${html(source.title)} | ${html(source.siteName)}</title>`,
    `<meta name="description" content="${attr(source.description)}">`,
    `<meta property="og:site_name" content="${attr(source.siteName)}">`,
    source.url ? `<link rel="canonical" href="${attr(source.url)}">` : '',
    source.image ? `<meta property="og:image" content="${attr(source.image)}">` : '',
    head,
    '</head><body>',
    `<header><nav><a href="/">${html(source.siteName)}</a> <a href="/recipes">Recipes</a> <a href="/about">About</a></nav></header>`,
    `<main>${body}</main>`,
    `<footer><p>© ${html(source.siteName)}. Sign up for our newsletter.</p></footer>`,
    '</body></html>',
  ].join('\n');
}

/** A plain page body (what a JSON-LD page shows people; the reader reads the script). */
const visible = (source: SourceRecipe) =>
  `<article><h1>${html(source.title)}</h1><p>${html(source.description)}</p></article>`;

const times = (source: SourceRecipe) => ({
  ...(given(source.prepTime) ? { prepTime: iso(source.prepTime) } : {}),
  ...(given(source.cookTime) ? { cookTime: iso(source.cookTime) } : {}),
  ...(given(source.totalTime) ? { totalTime: iso(source.totalTime) } : {}),
});

const servingsCount = (yields: string | null) => {
  const found = yields ? /\d+/.exec(yields) : null;
  return found && Number(found[0]) > 0 ? Number(found[0]) : null;
};

function recipeNode(source: SourceRecipe, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@type': 'Recipe',
    name: source.title,
    description: source.description,
    url: source.url ?? undefined,
    image: source.image ?? undefined,
    author: { '@type': 'Person', name: source.author },
    publisher: { '@type': 'Organization', name: source.siteName },
    ...times(source),
    recipeYield: source.yields ?? undefined,
    recipeIngredient: source.ingredients,
    recipeInstructions: source.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    keywords: source.keywords.join(', '),
    inLanguage: source.language,
    ...overrides,
  };
}

const RENDER: Readonly<Record<PageShape, (source: SourceRecipe) => string>> = {
  'json-ld': (source) =>
    page(source, script({ '@context': 'https://schema.org', ...recipeNode(source) }), visible(source)),

  // Yoast-style: the recipe one node of a graph, its author and publisher references to other nodes
  graph: (source) => {
    const address = pageAddress(source);
    return page(
      source,
      script({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${address}#website`, name: source.siteName },
          {
            '@type': 'WebPage',
            '@id': `${address}#webpage`,
            name: `${source.title} | ${source.siteName}`,
          },
          { '@type': 'Person', '@id': `${address}#author`, name: source.author },
          { '@type': 'Organization', '@id': `${address}#organization`, name: source.siteName },
          recipeNode(source, {
            '@id': `${address}#recipe`,
            author: { '@id': `${address}#author` },
            publisher: { '@id': `${address}#organization` },
            mainEntityOfPage: { '@id': `${address}#webpage` },
            image: source.image ? { '@type': 'ImageObject', url: source.image } : undefined,
            recipeInstructions: source.instructions,
            recipeYield: source.yields
              ? [String(servingsCount(source.yields) ?? ''), source.yields]
              : undefined,
          }),
        ],
      }),
      visible(source),
    );
  },

  array: (source) =>
    page(
      source,
      script([
        { '@context': 'https://schema.org', '@type': 'WebSite', name: source.siteName },
        {
          '@context': 'https://schema.org',
          ...recipeNode(source, {
            recipeInstructions: source.instructions.join('\n'),
            image: source.image ? [source.image] : undefined,
            recipeYield: servingsCount(source.yields) ?? undefined,
          }),
        },
      ]),
      visible(source),
    ),

  sections: (source) => {
    const half = Math.ceil(source.instructions.length / 2);
    const section = (name: string, steps: string[]) => ({
      '@type': 'HowToSection',
      name,
      itemListElement: steps.map((text, index) => ({ '@type': 'HowToStep', text, position: index + 1 })),
    });
    return page(
      source,
      script({
        '@context': 'https://schema.org',
        ...recipeNode(source, {
          recipeInstructions: [
            section('Preparation', source.instructions.slice(0, half)),
            ...(half < source.instructions.length
              ? [section('To finish', source.instructions.slice(half))]
              : []),
          ],
        }),
      }),
      visible(source),
    );
  },

  'main-entity': (source) =>
    page(
      source,
      script({
        '@context': 'http://schema.org',
        '@type': 'WebPage',
        mainEntity: {
          ...recipeNode(source, {
            '@type': ['Recipe', 'NewsArticle'],
            recipeIngredient: undefined,
            ingredients: source.ingredients,
            image: source.image ? [{ '@type': 'ImageObject', url: source.image, width: 1200 }] : undefined,
            recipeYield: source.yields ? [source.yields] : undefined,
          }),
        },
      }),
      visible(source),
    ),

  // texts HTML-escaped inside the JSON and carrying markup, as some plugins write them
  entities: (source) =>
    page(
      source,
      script({
        '@context': 'https://schema.org',
        ...recipeNode(source, {
          name: html(source.title),
          description: `<p>${html(source.description)}</p>`,
          recipeIngredient: source.ingredients.map((line) => {
            const [first, ...rest] = line.split(' ');
            return `<span class="amount">${html(first ?? '')}</span> ${html(rest.join(' '))}`;
          }),
          recipeInstructions: `<ol>${source.instructions.map((step) => `<li><p>${html(step)}</p></li>`).join('')}</ol>`,
        }),
      }),
      visible(source),
    ),

  microdata: (source) => {
    const meta = (prop: string, minutes: number | null) =>
      given(minutes) ? `<meta itemprop="${prop}" content="${iso(minutes)}">` : '';
    return page(
      source,
      '',
      [
        '<article itemscope itemtype="https://schema.org/Recipe">',
        `<h1 itemprop="name">${html(source.title)}</h1>`,
        `<p itemprop="description">${html(source.description)}</p>`,
        source.image ? `<img itemprop="image" src="${attr(source.image)}" alt="">` : '',
        `<p>By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${html(source.author)}</span></span></p>`,
        meta('prepTime', source.prepTime),
        meta('cookTime', source.cookTime),
        meta('totalTime', source.totalTime),
        source.yields ? `<p>Makes <span itemprop="recipeYield">${html(source.yields)}</span></p>` : '',
        '<h2>Ingredients</h2><ul>',
        ...source.ingredients.map((line) => `<li itemprop="recipeIngredient">${html(line)}</li>`),
        '</ul><h2>Instructions</h2><ol>',
        ...source.instructions.map(
          (step) =>
            `<li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">${html(step)}</p></li>`,
        ),
        '</ol></article>',
      ].join('\n'),
    );
  },

  'h-recipe': (source) =>
    page(
      source,
      '',
      [
        '<article class="h-recipe">',
        `<h1 class="p-name">${html(source.title)}</h1>`,
        `<p>By <span class="p-author h-card"><span class="p-name">${html(source.author)}</span></span></p>`,
        `<p class="p-summary">${html(source.description)}</p>`,
        source.image ? `<img class="u-photo" src="${attr(source.image)}" alt="">` : '',
        given(source.totalTime)
          ? `<p>Ready in <time class="dt-duration" datetime="${iso(source.totalTime)}">${source.totalTime} minutes</time></p>`
          : '',
        source.yields ? `<p>Makes <span class="p-yield">${html(source.yields)}</span></p>` : '',
        '<h2>Ingredients</h2><ul>',
        ...source.ingredients.map((line) => `<li class="p-ingredient">${html(line)}</li>`),
        '</ul><h2>Method</h2><div class="e-instructions"><ol>',
        ...source.instructions.map((step) => `<li>${html(step)}</li>`),
        '</ol></div></article>',
      ].join('\n'),
    ),

  text: (source) => {
    const words = TEXT_WORDS[source.language] ?? TEXT_WORDS.en!;
    const label = (name: string, minutes: number | null) =>
      given(minutes) ? `<li>${html(name)}: ${html(words.minutes(minutes))}</li>` : '';
    const servings = servingsCount(source.yields);
    return page(
      source,
      '',
      [
        '<article>',
        `<h1>${html(source.title)}</h1>`,
        `<p class="byline">${html(source.author)}</p>`,
        `<p>${html(source.description)}</p>`,
        '<ul class="recipe-meta">',
        label(words.prep, source.prepTime),
        label(words.cook, source.cookTime),
        label(words.total, source.totalTime),
        servings ? `<li>${html(words.servings)}: ${servings}</li>` : '',
        '</ul>',
        `<h2>${html(words.ingredients)}</h2><ul>`,
        ...source.ingredients.map((line) => `<li>${html(line)}</li>`),
        `</ul><h2>${html(words.instructions)}</h2><ol>`,
        ...source.instructions.map((step) => `<li>${html(step)}</li>`),
        `</ol><h2>${html(words.notes)}</h2><p>${html(words.enjoy)}</p>`,
        '</article>',
      ].join('\n'),
    );
  },
};

/** "1 hr 20 mins", "2 hr", "45 mins". */
function hoursAndMinutes(minutes: number, hours: string, mins: string): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} ${hours}` : '', m ? `${m} ${mins}` : ''].filter(Boolean).join(' ');
}

interface TextWords {
  prep: string;
  cook: string;
  total: string;
  servings: string;
  ingredients: string;
  instructions: string;
  notes: string;
  enjoy: string;
  minutes: (minutes: number) => string;
}

/** The headings and labels a site in each language writes (the text shape's page). */
export const TEXT_WORDS: Readonly<Record<string, TextWords>> = {
  en: {
    prep: 'Prep Time',
    cook: 'Cook Time',
    total: 'Total Time',
    servings: 'Servings',
    ingredients: 'Ingredients',
    instructions: 'Instructions',
    notes: 'Notes',
    enjoy: 'Enjoy!',
    minutes: (m) => hoursAndMinutes(m, 'hr', 'mins'),
  },
  fr: {
    prep: 'Temps de préparation',
    cook: 'Temps de cuisson',
    total: 'Temps total',
    servings: 'Portions',
    ingredients: 'Ingrédients',
    instructions: 'Préparation',
    notes: 'Remarques',
    enjoy: 'Bon appétit !',
    minutes: (m) => hoursAndMinutes(m, 'h', 'min'),
  },
  it: {
    prep: 'Tempo di preparazione',
    cook: 'Tempo di cottura',
    total: 'Tempo totale',
    servings: 'Porzioni',
    ingredients: 'Ingredienti',
    instructions: 'Procedimento',
    notes: 'Note',
    enjoy: 'Buon appetito!',
    minutes: (m) => hoursAndMinutes(m, 'ore', 'minuti'),
  },
  he: {
    prep: 'זמן הכנה',
    cook: 'זמן בישול',
    total: 'זמן כולל',
    servings: 'מנות',
    ingredients: 'מצרכים',
    instructions: 'אופן ההכנה',
    notes: 'הערות',
    enjoy: 'בתיאבון!',
    minutes: (m) => `${m} דקות`,
  },
};

export function renderRecipePage(source: SourceRecipe, shape: PageShape): string {
  return RENDER[shape](source);
}

/** The shapes of a recipe's JSON-LD saved as a file of its own (decision 0071). */
export const JSON_LD_FILE_SHAPES = ['object', 'array', 'graph'] as const;
export type JsonLdFileShape = (typeof JSON_LD_FILE_SHAPES)[number];

/** A `.json` file: one Recipe, a list of Recipes, or an `@graph` of them beside a WebSite and a Person. */
export function recipeJsonLdFile(sources: readonly SourceRecipe[], shape: JsonLdFileShape): string {
  const context = 'https://schema.org';
  if (shape === 'object') return JSON.stringify({ '@context': context, ...recipeNode(sources[0]!) });
  if (shape === 'array')
    return JSON.stringify(sources.map((source) => ({ '@context': context, ...recipeNode(source) })));
  return JSON.stringify({
    '@context': context,
    '@graph': [
      { '@type': 'WebSite', '@id': '#website', name: sources[0]?.siteName ?? '' },
      ...sources.flatMap((source, index) => [
        { '@type': 'Person', '@id': `#author-${index}`, name: source.author },
        recipeNode(source, { author: { '@id': `#author-${index}` } }),
      ]),
    ],
  });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A recipe as a cook types it in a text file, its headings and labels in the recipe's language. */
export function recipeText(source: SourceRecipe): string {
  const words = TEXT_WORDS[source.language] ?? TEXT_WORDS.en!;
  const label = (name: string, minutes: number | null) =>
    given(minutes) ? [`${name}: ${words.minutes(minutes)}`] : [];
  const servings = servingsCount(source.yields);
  return [
    oneLine(source.title),
    oneLine(source.description),
    ...label(words.prep, source.prepTime),
    ...label(words.cook, source.cookTime),
    ...label(words.total, source.totalTime),
    ...(servings ? [`${words.servings}: ${servings}`] : []),
    '',
    words.ingredients,
    ...source.ingredients.map((line) => `- ${oneLine(line)}`),
    '',
    words.instructions,
    // one step a line, as the source writes it (a source that numbers its steps keeps its numbers)
    ...source.instructions.map(oneLine),
    '',
  ].join('\n');
}
