/**
 * A file that is not an archive (issue 32 §2, decision 0071): a recipe's JSON-LD (`.json`), a saved recipe page
 * (`.html`) or a plain text file, told apart by what the bytes hold, not by the file's name, and read by the page and
 * text readers of the link and paste imports (domain/importing): there is one parser of each.
 */
import { parseJson } from '../importing/jsonLd';
import { readRecipeJsonLd, readRecipeText, readSavedPage } from '../importing/read';
import type { ImportAnswer } from '../importing/types';
import type { ReadEntries } from './entries';
import { sourceUrlOf } from './fields';
import { EXPORT_MESSAGES, ExportFileError } from './messages';
import { EXPORT_APP_NAMES, EXPORT_LIMITS, type ExportedRecipe, type SingleFileFormat } from './types';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A control character a text never holds (tab, line feed, form feed and carriage return aside): a binary file. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
function isBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && !TEXT_CONTROLS.has(code)) return true;
  }
  return false;
}
const MARKUP = /^<(?:!doctype|html|head|body|meta|title|link|script|article|main|div|!--|\?xml)/i;
/** decision 0071: a line of three or more dashes, and nothing else, divides a text file's recipes. */
const DIVIDER = /^[ \t]*-{3,}[ \t]*$/m;
const DIVIDERS = new RegExp(DIVIDER.source, 'gm');

/** The file's text, or null when it is not UTF-8 text (a photo, a PDF, a gzip member…). */
function textOf(bytes: Uint8Array): string | null {
  try {
    const text = utf8.decode(bytes);
    return isBinary(text) ? null : text;
  } catch {
    return null;
  }
}

/** The kind of a file that is not an archive, and its text; refused when it is none of the accepted kinds. */
export function singleFileOf(bytes: Uint8Array): { format: SingleFileFormat; text: string } {
  const text = textOf(bytes);
  if (text === null || !text.trim()) throw new ExportFileError(EXPORT_MESSAGES.notAccepted, 'not-accepted');
  const start = text.trimStart();
  if (/^[[{]/.test(start) && parseJson(start) !== null) return { format: 'json-ld', text };
  if (MARKUP.test(start)) return { format: 'html', text };
  return { format: 'text', text };
}

function exportedOf(answer: ImportAnswer, format: SingleFileFormat): ExportedRecipe {
  const { draft, source } = answer;
  return {
    recipe: {
      title: draft.title,
      description: draft.description,
      recipeTip: '',
      ingredients: draft.ingredients,
      instructions: draft.instructions,
      tags: draft.tags,
      preparationTime: draft.preparationTime,
      cookingTime: draft.cookingTime,
      totalTime: draft.totalTime,
      servings: draft.servings,
    },
    // the source's own categories and keywords, matched in the catalogue by name as an export's categories are
    categoryNames: draft.tags,
    source: { url: sourceUrlOf(source.url), app: EXPORT_APP_NAMES[format] },
    // a saved page's photo is an address elsewhere: the file import stores the photos a file carries
    photo: null,
  };
}

const whole = (answer: ImportAnswer | null): answer is ImportAnswer =>
  !!answer && answer.draft.ingredients.length > 0 && answer.draft.instructions.length > 0;

/**
 * A text file's recipes (decision 0071): several when lines of dashes divide it into at least two parts that each
 * read as a whole recipe (ingredients and steps), and then a part that does not is listed by its first line;
 * otherwise the whole text is one recipe (dashes that only decorate one recipe divide nothing).
 */
function textRecipes(text: string): { answers: ImportAnswer[]; unreadable: ReadEntries['unreadable'] } {
  const parts = text.split(DIVIDER).filter((part) => part.trim());
  if (parts.length > 1) {
    const read = parts.map((part) => ({ part, answer: readRecipeText(part) }));
    if (read.filter(({ answer }) => whole(answer)).length > 1) {
      return {
        answers: read.map(({ answer }) => answer).filter(whole),
        unreadable: read
          .filter(({ answer }) => !whole(answer))
          .map(({ part }) => ({
            name: part.trim().split('\n')[0]!.trim().slice(0, 80),
            reason: EXPORT_MESSAGES.noRecipeInPart,
          })),
      };
    }
  }
  const answer = readRecipeText(text.replace(DIVIDERS, ''));
  return { answers: answer ? [answer] : [], unreadable: [] };
}

function answersOf(format: SingleFileFormat, text: string) {
  if (format === 'json-ld') return { answers: readRecipeJsonLd(parseJson(text.trimStart())), unreadable: [] };
  if (format === 'html') {
    const answer = readSavedPage(text);
    return { answers: answer ? [answer] : [], unreadable: [] };
  }
  return textRecipes(text);
}

/** A JSON-LD document, a saved page or a text file → its recipes, within the limits of any file. */
export function readSingleFile(bytes: Uint8Array): { format: SingleFileFormat } & ReadEntries {
  const { format, text } = singleFileOf(bytes);
  const { answers, unreadable } = answersOf(format, text);
  if (answers.length + unreadable.length > EXPORT_LIMITS.maxRecipes)
    throw new ExportFileError(EXPORT_MESSAGES.tooManyRecipes, 'too-many-recipes');
  return { format, recipes: answers.map((answer) => exportedOf(answer, format)), unreadable };
}
