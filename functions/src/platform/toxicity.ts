/**
 * A comment's toxicity score (0 clean … 1 toxic), stored at creation as comments/{id}.metadata.toxicityScore for the
 * moderation screen (002 §2 "Comment Management": a warning above 0.5). The product's model (the AI issue) will
 * implement ToxicityScorer; until then, and always offline, the word-list scorer below answers.
 */
import { TOXIC_TERMS } from './toxicityTerms';

export interface ToxicityScorer {
  score(text: string, language: string): Promise<number>;
}

/**
 * Letters and digits only, lower-cased; runs of single letters joined ("I.D.I.O.T" reads "idiot"). A Hebrew word
 * is also tried without its one-letter prefix (ו, ה, ש, ב, ל, מ, כ: "and the", "that", "in", …).
 */
function words(text: string): string[] {
  const tokens = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const result: string[] = [];
  let spelled = '';
  for (const token of tokens) {
    if (token.length === 1) {
      spelled += token;
      continue;
    }
    if (spelled) result.push(spelled);
    spelled = '';
    result.push(token);
  }
  if (spelled) result.push(spelled);
  return result;
}

const HEBREW_PREFIX = /^[והשבלמכ]/;

function isTerm(terms: ReadonlySet<string>, word: string): boolean {
  return terms.has(word) || (HEBREW_PREFIX.test(word) && word.length > 3 && terms.has(word.slice(1)));
}

const SHOUTING_MIN_LETTERS = 12;

/**
 * Each listed term found raises the score by 0.35 (one insult is suspicious, two cross the warning line, three are
 * near certain); shouting (mostly capitals over a dozen letters) adds 0.15. Every language's list is checked: a
 * comment's language is often not the recipe's.
 */
export function createWordListScorer(terms: ReadonlySet<string> = TOXIC_TERMS): ToxicityScorer {
  return {
    async score(text) {
      const found = words(text).filter((word) => isTerm(terms, word)).length;
      const letters = text.match(/\p{L}/gu) ?? [];
      const capitals = text.match(/\p{Lu}/gu) ?? [];
      const shouting = letters.length >= SHOUTING_MIN_LETTERS && capitals.length / letters.length > 0.7;
      const raw = found * 0.35 + (shouting ? 0.15 : 0);
      return Math.round(Math.min(1, raw) * 100) / 100;
    },
  };
}

let configured: ToxicityScorer | undefined;

export function getToxicityScorer(): ToxicityScorer {
  configured ??= createWordListScorer();
  return configured;
}
