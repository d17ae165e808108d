/**
 * Ingredient replacement on the recipe page (000 §2 replacement box, §7, §8, §9; 001 §7): rules, texts and the
 * offline replacement. Signed in; 5 requests per hour per user; answers cached 30 minutes. The offline answer reads
 * the picked line (its amount and its food), finds the food's replacement in the project's table and scales the
 * amount by the table's ratio; the why is the table's reason in the asked language.
 */
import { FOODS, findFood, type Food } from '../nutrition/foods';
import { parseIngredientLine, type Unit } from '../nutrition/parse';
import type { RecipeLanguage } from '../recipe/types';
import type { Replacement } from './replacementRules';
import { SUBSTITUTION_TABLE } from './substitutionTable';

type Texts = Readonly<Record<RecipeLanguage, string>>;

/** Why a replacement works: {to} and {from} are the foods' names in the asked language. */
export const REPLACEMENT_REASONS = {
  flour: {
    en: '{to} bakes much like {from}; expect a slightly different crumb.',
    he: '{to} נאפה בדומה ל{from}; המרקם עשוי להשתנות מעט.',
    fr: '{to} se travaille comme {from} ; la mie peut légèrement changer.',
    it: '{to} si lavora come {from}; la mollica può cambiare un poco.',
  },
  thickener: {
    en: '{to} thickens sauces and fillings the way {from} does.',
    he: '{to} מסמיך רטבים ומליות כמו {from}.',
    fr: '{to} épaissit sauces et garnitures comme {from}.',
    it: '{to} addensa salse e ripieni come {from}.',
  },
  grain: {
    en: '{to} cooks and serves like {from}; adjust the cooking time to its packet.',
    he: '{to} מתבשל ומוגש כמו {from}; התאימו את זמן הבישול לאריזה.',
    fr: '{to} se cuit et se sert comme {from} ; ajustez la cuisson selon le paquet.',
    it: '{to} si cuoce e si serve come {from}; regolate la cottura secondo la confezione.',
  },
  crumb: {
    en: '{to} gives a crunchy coating and binds like {from}.',
    he: '{to} נותן ציפוי פריך ומחבר כמו {from}.',
    fr: '{to} donne une panure croustillante et lie comme {from}.',
    it: '{to} dà una panatura croccante e lega come {from}.',
  },
  leavening: {
    en: '{to} makes the dough rise like {from}; use the amount given.',
    he: '{to} מתפיח את הבצק כמו {from}; הקפידו על הכמות.',
    fr: '{to} fait lever la pâte comme {from} ; respectez la quantité.',
    it: '{to} fa lievitare l’impasto come {from}; rispettate la dose.',
  },
  sweet: {
    en: '{to} sweetens like {from}; a liquid sweetener may need a little less other liquid.',
    he: '{to} ממתיק כמו {from}; ממתיק נוזלי עשוי לדרוש מעט פחות נוזלים אחרים.',
    fr: '{to} sucre comme {from} ; un sucre liquide demande un peu moins d’autres liquides.',
    it: '{to} dolcifica come {from}; un dolcificante liquido chiede meno altri liquidi.',
  },
  chocolate: {
    en: '{to} brings the chocolate flavour of {from}.',
    he: '{to} נותן את טעם השוקולד של {from}.',
    fr: '{to} apporte le goût chocolaté de {from}.',
    it: '{to} porta il sapore di cioccolato di {from}.',
  },
  flavour: {
    en: '{to} gives the same aroma as {from}.',
    he: '{to} נותן ניחוח דומה ל{from}.',
    fr: '{to} donne le même arôme que {from}.',
    it: '{to} dà lo stesso aroma di {from}.',
  },
  setting: {
    en: '{to} sets liquids like {from} and is plant-based.',
    he: '{to} מקריש נוזלים כמו {from} והוא צמחי.',
    fr: '{to} gélifie comme {from} et il est végétal.',
    it: '{to} addensa come {from} ed è vegetale.',
  },
  fat: {
    en: '{to} brings the richness and moisture of {from}.',
    he: '{to} נותן עשירות ולחות כמו {from}.',
    fr: '{to} apporte la richesse et le moelleux de {from}.',
    it: '{to} dà la ricchezza e la morbidezza di {from}.',
  },
  creamy: {
    en: '{to} is creamy and tangy like {from}.',
    he: '{to} קרמי וחמצמץ כמו {from}.',
    fr: '{to} est crémeux et acidulé comme {from}.',
    it: '{to} è cremoso e acidulo come {from}.',
  },
  dairy: {
    en: '{to} pours and cooks like {from}.',
    he: '{to} נמזג ומתבשל כמו {from}.',
    fr: '{to} s’utilise et cuit comme {from}.',
    it: '{to} si usa e cuoce come {from}.',
  },
  cheese: {
    en: '{to} melts and tastes close to {from}.',
    he: '{to} נמס וטעמו קרוב ל{from}.',
    fr: '{to} fond et a un goût proche de {from}.',
    it: '{to} fonde e ha un sapore vicino a {from}.',
  },
  binder: {
    en: '{to} binds the mixture like {from}.',
    he: '{to} מחבר את התערובת כמו {from}.',
    fr: '{to} lie la préparation comme {from}.',
    it: '{to} lega l’impasto come {from}.',
  },
  meat: {
    en: '{to} cooks like {from}; check it is cooked through.',
    he: '{to} מתבשל כמו {from}; ודאו שהוא מבושל היטב.',
    fr: '{to} se cuisine comme {from} ; vérifiez la cuisson à cœur.',
    it: '{to} si cucina come {from}; controllate la cottura a cuore.',
  },
  fish: {
    en: '{to} has a texture and cooking time close to {from}.',
    he: '{to} דומה ל{from} במרקם ובזמן הבישול.',
    fr: '{to} a une texture et une cuisson proches de {from}.',
    it: '{to} ha consistenza e cottura simili a {from}.',
  },
  protein: {
    en: '{to} takes on flavours and holds its shape like {from}.',
    he: '{to} סופג טעמים ושומר על צורתו כמו {from}.',
    fr: '{to} prend les saveurs et se tient comme {from}.',
    it: '{to} assorbe i sapori e tiene la forma come {from}.',
  },
  bread: {
    en: '{to} serves the same purpose as {from}.',
    he: '{to} ממלא את אותו תפקיד כמו {from}.',
    fr: '{to} remplit le même rôle que {from}.',
    it: '{to} svolge lo stesso ruolo di {from}.',
  },
  pastry: {
    en: '{to} bakes into flaky layers like {from}.',
    he: '{to} נאפה לשכבות פריכות כמו {from}.',
    fr: '{to} donne des couches feuilletées comme {from}.',
    it: '{to} dà strati friabili come {from}.',
  },
  vegetable: {
    en: '{to} has a texture and cooking time close to {from}.',
    he: '{to} דומה ל{from} במרקם ובזמן הבישול.',
    fr: '{to} a une texture et une cuisson proches de {from}.',
    it: '{to} ha consistenza e cottura simili a {from}.',
  },
  greens: {
    en: '{to} is a leafy green that wilts and tastes close to {from}.',
    he: '{to} הוא ירק עלים שמתרכך וטעמו קרוב ל{from}.',
    fr: '{to} est une verdure qui fond et a un goût proche de {from}.',
    it: '{to} è una verdura a foglia che appassisce come {from}.',
  },
  aromatic: {
    en: '{to} gives the savoury base that {from} gives.',
    he: '{to} נותן בסיס טעם כמו {from}.',
    fr: '{to} donne la base aromatique de {from}.',
    it: '{to} dà la base aromatica di {from}.',
  },
  tomato: {
    en: '{to} brings the tomato flavour of {from}.',
    he: '{to} נותן את טעם העגבניות של {from}.',
    fr: '{to} apporte le goût de tomate de {from}.',
    it: '{to} porta il sapore di pomodoro di {from}.',
  },
  heat: {
    en: '{to} gives the heat of {from}; add it little by little.',
    he: '{to} נותן חריפות כמו {from}; הוסיפו בהדרגה.',
    fr: '{to} apporte le piquant de {from} ; ajoutez-le peu à peu.',
    it: '{to} dà il piccante di {from}; aggiungetelo poco alla volta.',
  },
  acid: {
    en: '{to} brings the sourness of {from}.',
    he: '{to} נותן חמיצות כמו {from}.',
    fr: '{to} apporte l’acidité de {from}.',
    it: '{to} dà l’acidità di {from}.',
  },
  fruit: {
    en: '{to} gives a fruitiness and sweetness close to {from}.',
    he: '{to} נותן פירותיות ומתיקות קרובות ל{from}.',
    fr: '{to} apporte un fruité proche de {from}.',
    it: '{to} dà un gusto fruttato vicino a {from}.',
  },
  nut: {
    en: '{to} gives the crunch and nutty taste of {from}.',
    he: '{to} נותן פריכות וטעם אגוזי כמו {from}.',
    fr: '{to} apporte le croquant et le goût de {from}.',
    it: '{to} dà la croccantezza e il gusto di {from}.',
  },
  seed: {
    en: '{to} gives the crunch of {from}.',
    he: '{to} נותן פריכות כמו {from}.',
    fr: '{to} apporte le croquant de {from}.',
    it: '{to} dà la croccantezza di {from}.',
  },
  legume: {
    en: '{to} is a legume that cooks and fills like {from}.',
    he: '{to} הוא קטנית שמתבשלת ומשביעה כמו {from}.',
    fr: '{to} est une légumineuse qui cuit et nourrit comme {from}.',
    it: '{to} è un legume che cuoce e sazia come {from}.',
  },
  broth: {
    en: '{to} gives the cooking liquid the depth of {from}.',
    he: '{to} נותן לנוזל הבישול עומק כמו {from}.',
    fr: '{to} donne au liquide de cuisson la profondeur de {from}.',
    it: '{to} dà al liquido di cottura la profondità di {from}.',
  },
  salty: {
    en: '{to} adds the salty, savoury depth of {from}; taste before adding salt.',
    he: '{to} מוסיף מליחות ועומק כמו {from}; טעמו לפני הוספת מלח.',
    fr: '{to} apporte le salé et la profondeur de {from} ; goûtez avant de saler.',
    it: '{to} dà la sapidità di {from}; assaggiate prima di salare.',
  },
  spice: {
    en: '{to} is a warm spice close to {from}.',
    he: '{to} הוא תבלין קרוב ל{from}.',
    fr: '{to} est une épice proche de {from}.',
    it: '{to} è una spezia vicina a {from}.',
  },
  herb: {
    en: '{to} is a fresh herb close to {from}.',
    he: '{to} הוא עשב תיבול קרוב ל{from}.',
    fr: '{to} est une herbe proche de {from}.',
    it: '{to} è un’erba vicina a {from}.',
  },
} as const satisfies Record<string, Texts>;
export type ReplacementReason = keyof typeof REPLACEMENT_REASONS;

export interface Substitution {
  to: Food;
  ratio: number;
  reason: ReplacementReason;
}

const FOOD_BY_KEY = new Map(FOODS.map((food) => [food.key, food]));

function readSubstitutions(table: string): Map<string, Substitution> {
  const found = new Map<string, Substitution>();
  for (const line of table.split('\n').map((cell) => cell.trim())) {
    if (!line) continue;
    const [from, to, ratio, reason] = line.split('|');
    const source = FOOD_BY_KEY.get(from ?? '');
    const target = FOOD_BY_KEY.get(to ?? '');
    if (!source || !target || !(reason && reason in REPLACEMENT_REASONS)) {
      throw new Error(`substitution table: unknown food or reason in "${line}"`);
    }
    found.set(source.key, { to: target, ratio: Number(ratio), reason: reason as ReplacementReason });
  }
  return found;
}

/** Every food the table replaces, by its nutrition-table key. */
export const SUBSTITUTIONS: ReadonlyMap<string, Substitution> = readSubstitutions(SUBSTITUTION_TABLE);

const UNIT_WORDS: Partial<Record<Unit, Texts>> = {
  cup: { en: 'cup', he: 'כוס', fr: 'tasse', it: 'tazza' },
  tbsp: { en: 'tbsp', he: 'כף', fr: 'c. à soupe', it: 'cucchiaio' },
  tsp: { en: 'tsp', he: 'כפית', fr: 'c. à café', it: 'cucchiaino' },
  pinch: { en: 'pinch', he: 'קמצוץ', fr: 'pincée', it: 'pizzico' },
  can: { en: 'can', he: 'קופסה', fr: 'boîte', it: 'scatola' },
  stick: { en: 'stick', he: 'חבילה', fr: 'bâton', it: 'panetto' },
  bunch: { en: 'bunch', he: 'צרור', fr: 'botte', it: 'mazzo' },
  handful: { en: 'handful', he: 'חופן', fr: 'poignée', it: 'manciata' },
};

export const SAME_AMOUNT: Texts = {
  en: 'the same amount',
  he: 'אותה כמות',
  fr: 'la même quantité',
  it: 'la stessa quantità',
};

const TIMES_AMOUNT: Texts = {
  en: '{n} × the amount',
  he: 'פי {n} מהכמות',
  fr: '{n} × la quantité',
  it: '{n} × la quantità',
};

const FRACTIONS: ReadonlyArray<[number, string]> = [
  [0.125, '⅛'],
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
];

/** 0.75 → "¾", 1.5 → "1½", 2.4 → "2.4": kitchen fractions when one is within 0.02, else one decimal. */
export function formatQuantity(value: number): string {
  const whole = Math.floor(value + 0.02);
  const rest = value - whole;
  if (rest < 0.02) return String(whole);
  const fraction = FRACTIONS.find(([part]) => Math.abs(part - rest) < 0.02);
  if (fraction) return whole > 0 ? `${whole}${fraction[1]}` : fraction[1];
  return String(Math.round(value * 10) / 10);
}

/** The replacement's amount for a line: its quantity times the ratio, in its unit; no quantity → the ratio in words. */
export function replacementAmount(line: string, ratio: number, language: RecipeLanguage): string {
  const parsed = parseIngredientLine(line);
  if (parsed.quantity !== null && parsed.quantity > 0) {
    const quantity = formatQuantity(parsed.quantity * ratio);
    const unit = parsed.unit ? (UNIT_WORDS[parsed.unit]?.[language] ?? parsed.unit) : '';
    return unit ? `${quantity} ${unit}` : quantity;
  }
  if (Math.abs(ratio - 1) < 0.01) return SAME_AMOUNT[language];
  return TIMES_AMOUNT[language].replace('{n}', formatQuantity(ratio));
}

export const foodName = (food: Food, language: RecipeLanguage): string =>
  food.names[language][0] ?? food.names.en[0] ?? food.key;

/** The offline replacement for a recipe line, or null when the table knows no replacement for its food. */
export function offlineReplacement(line: string, language: RecipeLanguage): Replacement | null {
  const parsed = parseIngredientLine(line);
  const food = findFood(parsed.text) ?? findFood(line);
  const substitution = food ? SUBSTITUTIONS.get(food.key) : undefined;
  if (!food || !substitution) return null;
  const to = foodName(substitution.to, language);
  const from = foodName(food, language);
  return {
    substitute: to,
    amount: replacementAmount(line, substitution.ratio, language),
    why: REPLACEMENT_REASONS[substitution.reason][language].replace('{to}', to).replace('{from}', from),
  };
}
