/** The public page's addresses: canonical, language alternates (?lang=), absolute image and profile URLs. */
import { ENABLED_INTERFACE_LANGUAGES, type InterfaceLanguage } from '../domain/profile/document';

export const SEO_LANGUAGES: readonly InterfaceLanguage[] = ENABLED_INTERFACE_LANGUAGES;

export function recipeUrl(origin: string, recipeId: string): string {
  return `${origin}/recipe/${encodeURIComponent(recipeId)}`;
}

export function languageUrl(url: string, language: InterfaceLanguage): string {
  return `${url}?lang=${language}`;
}

/** An hreflang alternate of a page. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * A recipe page's hreflang alternates. A recipe of its own: its page in each interface language (?lang=) and
 * x-default itself. A member of a family in several languages (decision 0073): every member's own page in its
 * language, the original's page (?lang=) for an interface language no member is in, and x-default the original;
 * the same list on every member, so each page names the others and they name it back.
 */
export function recipeAlternates(
  origin: string,
  recipeId: string,
  versions: readonly { readonly id: string; readonly language: string }[],
): Alternate[] {
  const original = recipeUrl(origin, versions.length > 1 && versions[0] ? versions[0].id : recipeId);
  const members = versions.length > 1 ? versions : [];
  return [
    ...members.map((member) => ({ hreflang: member.language, href: recipeUrl(origin, member.id) })),
    ...SEO_LANGUAGES.filter((language) => !members.some((member) => member.language === language)).map(
      (language) => ({ hreflang: language, href: languageUrl(original, language) }),
    ),
    { hreflang: 'x-default', href: original },
  ];
}

/** Image URLs from the local host are paths (/api/media/…): crawlers need them absolute. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function seoLanguage(value: string | undefined): InterfaceLanguage | null {
  return SEO_LANGUAGES.find((language) => language === value) ?? null;
}
