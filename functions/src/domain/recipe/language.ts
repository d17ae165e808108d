/**
 * The content-language heuristic (spec 000 §7 "A language detection service is called with title, description,
 * ingredients and instructions and returns language, confidence, method"): Hebrew script decides he; otherwise the
 * stop words of French, Italian and English are counted and the most frequent language wins; with no evidence, en.
 */
import type { RecipeLanguage } from './types';
import { STOP_WORD_SETS, wordsOf } from './stopWords';

export type DetectionMethod = 'script' | 'stopwords' | 'default';

export interface LanguageDetection {
  readonly language: RecipeLanguage;
  /** 0–1: the share of the evidence that points to the language. */
  readonly confidence: number;
  readonly method: DetectionMethod;
}

export interface DetectionInput {
  readonly title?: string;
  readonly description?: string;
  readonly ingredients?: readonly string[];
  readonly instructions?: readonly string[];
}

/** At least this share of the letters in Hebrew script makes the text Hebrew (Latin brand names stay allowed). */
export const HEBREW_SCRIPT_SHARE = 0.3;
export const DEFAULT_DETECTION: LanguageDetection = { language: 'en', confidence: 0, method: 'default' };

const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/g;
/** Checked in this order, so a tie goes to the earlier one. */
const STOP_WORD_LANGUAGES = ['en', 'fr', 'it'] as const;

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function detectLanguage(input: DetectionInput): LanguageDetection {
  const text = [
    input.title ?? '',
    input.description ?? '',
    ...(input.ingredients ?? []),
    ...(input.instructions ?? []),
  ].join('\n');

  const hebrew = text.match(HEBREW_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (hebrew > 0 && hebrew / (hebrew + latin) >= HEBREW_SCRIPT_SHARE) {
    return { language: 'he', confidence: round2(hebrew / (hebrew + latin)), method: 'script' };
  }

  const hits = { en: 0, fr: 0, it: 0 };
  for (const word of wordsOf(text)) {
    for (const language of STOP_WORD_LANGUAGES) if (STOP_WORD_SETS[language].has(word)) hits[language] += 1;
  }
  const total = hits.en + hits.fr + hits.it;
  if (total === 0) return DEFAULT_DETECTION;
  const best = STOP_WORD_LANGUAGES.reduce((winner, language) =>
    hits[language] > hits[winner] ? language : winner,
  );
  return { language: best, confidence: round2(hits[best] / total), method: 'stopwords' };
}
