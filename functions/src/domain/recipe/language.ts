/**
 * The content-language heuristic (spec 000 §7 "A language detection service is called with title, description,
 * ingredients and instructions and returns language, confidence, method and userMessage (shown as an alert)"):
 * Hebrew script decides he; otherwise the stop words of French, Italian and English are counted and the most
 * frequent language wins; with no evidence, en. `detectLanguageWithNotice` adds what the author is told
 * (`languageNotice`); POST /api/recipes/detect-language answers it, and the form uses it offline when that call fails.
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

/**
 * What the author is told about the detection (the userMessage of 000 §7), as a key the web translates into the
 * viewer's interface language (recipes:languageNotice.<key>, with the name of the language):
 * - 'detected': "We detected this recipe is in {language}" – the content language decides which readers' feeds the
 *   recipe enters (001 §1 language learning), so the author is always told what was decided, even when it is the
 *   language of their interface; a polite notice, never a blocking one;
 * - 'uncertain': the texts hold no evidence (method default) or it is mixed (confidence under
 *   NOTICE_MIN_CONFIDENCE): "We could not tell the language of this recipe; it is saved as {language}";
 * - null: there is no text at all – nothing was detected, so there is nothing to tell (the form cannot be saved
 *   empty; a caller asking about nothing gets the default and no message).
 */
export type LanguageNoticeKey = 'detected' | 'uncertain';

/** Under this share of the evidence the detection is a guess, and the author is told so. */
export const NOTICE_MIN_CONFIDENCE = 0.6;

export interface LanguageDetectionAnswer extends LanguageDetection {
  readonly userMessage: LanguageNoticeKey | null;
}

export function languageNotice(detection: LanguageDetection, hasText: boolean): LanguageNoticeKey | null {
  if (!hasText) return null;
  if (detection.method === 'default' || detection.confidence < NOTICE_MIN_CONFIDENCE) return 'uncertain';
  return 'detected';
}

export function detectLanguageWithNotice(input: DetectionInput): LanguageDetectionAnswer {
  const detection = detectLanguage(input);
  const hasText = [
    input.title,
    input.description,
    ...(input.ingredients ?? []),
    ...(input.instructions ?? []),
  ].some((text) => typeof text === 'string' && text.trim() !== '');
  return { ...detection, userMessage: languageNotice(detection, hasText) };
}

/**
 * ours: POST /api/recipes/detect-language is open to the signed-out friend of a request link, so it is limited per
 * caller (account, else address). A save calls it once; 20 a minute leaves room for retries and edits, and the form
 * detects in the browser when refused, so the limit never blocks a save.
 */
export const LANGUAGE_DETECTION_LIMIT = { requests: 20, windowMs: 60_000 } as const;
