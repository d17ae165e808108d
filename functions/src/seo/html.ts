/**
 * Fills the SPA's index.html: the page's tags go at the end of <head>, replacing the app-wide <title> and
 * description; <html lang/dir> follows ?lang=; a first view, when given, opens <body>. Only our own built index.html passes through here.
 */
import type { InterfaceLanguage } from '../domain/profile/document';

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['he', 'ar']);

export interface HeadChanges {
  /** Tags to add at the end of <head>. */
  readonly tags: string;
  /** Remove index.html's own <title> and meta description (the tags bring the page's). */
  readonly replaceTitle?: boolean;
  readonly language?: InterfaceLanguage | null;
  /** Markup to put first in <body> (the recipe's first view). */
  readonly body?: string;
}

export function fillIndexHtml(indexHtml: string, changes: HeadChanges): string {
  let html = indexHtml;
  if (changes.replaceTitle) {
    html = html
      .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>\s*/i, '');
  }
  if (changes.language) html = setHtmlLanguage(html, changes.language);
  if (changes.body) {
    const body = changes.body;
    html = /<body\b[^>]*>/i.test(html)
      ? html.replace(/<body\b[^>]*>/i, (tag) => `${tag}\n    ${body}`)
      : `${html}\n${body}`;
  }
  const insert = `  ${changes.tags}\n  `;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${insert}</head>`) : `${changes.tags}\n${html}`;
}

function setHtmlLanguage(html: string, language: InterfaceLanguage): string {
  const direction = RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  return (
    html
      // the installed app's manifest of the page's language (decision 0065)
      .replace(/\/manifest-[a-z]{2}\.webmanifest/, `/manifest-${language}.webmanifest`)
      .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
        const rest = attributes.replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
        return `<html lang="${language}" dir="${direction}"${rest}>`;
      })
  );
}
