/** The public page's addresses: canonical, language alternates (?lang=), absolute image and profile URLs. */
import { ENABLED_INTERFACE_LANGUAGES, type InterfaceLanguage } from '../domain/profile/document';

export const SEO_LANGUAGES: readonly InterfaceLanguage[] = ENABLED_INTERFACE_LANGUAGES;

export function recipeUrl(origin: string, recipeId: string): string {
  return `${origin}/recipe/${encodeURIComponent(recipeId)}`;
}

export function languageUrl(url: string, language: InterfaceLanguage): string {
  return `${url}?lang=${language}`;
}

/** Image URLs from the local host are paths (/api/media/…): crawlers need them absolute. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function seoLanguage(value: string | undefined): InterfaceLanguage | null {
  return SEO_LANGUAGES.find((language) => language === value) ?? null;
}
