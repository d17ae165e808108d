/**
 * GET /sitemap.xml: the home page, every public recipe and the channel of every active cook with a username, read
 * from the mirror (two indexed queries). Followers-only and private recipes are never listed.
 */
import type { ServiceClient } from '../platform/mirror/database';
import { AppError } from '../domain/errors';
import { SITE_MESSAGES } from '../domain/messages';
import { profilePath } from '../domain/username';
import { escapeHtml } from './escape';
import { recipeUrl } from './urls';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute. */
  readonly url: string;
  readonly lastModified: string | null;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ url, lastModified }) => {
    const loc = `<loc>${escapeHtml(url)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

type RecipeRow = { firebase_id: string; created_at: string; last_edited_at: string | null };
type ProfileRow = { firebase_id: string; username: string; updated_at: string };

/** The pages of the sitemap, recipes first (newest first), then channels. */
export async function sitemapEntries(supabase: ServiceClient, origin: string): Promise<SitemapEntry[]> {
  const [recipes, profiles] = await Promise.all([
    supabase
      .from('recipes')
      .select('firebase_id, created_at, last_edited_at')
      .eq('visibility', 'public')
      .order('created_at', { ascending: false })
      .limit(SITEMAP_MAX_URLS),
    supabase
      .from('profiles')
      .select('firebase_id, username, updated_at')
      .eq('is_active', true)
      .not('username', 'is', null)
      .order('updated_at', { ascending: false })
      .limit(SITEMAP_MAX_URLS),
  ]);
  const error = recipes.error ?? profiles.error;
  if (error) throw new AppError('unavailable', SITE_MESSAGES.sitemapUnavailable, { reason: error.message });
  return [
    { url: `${origin}/`, lastModified: null },
    ...((recipes.data ?? []) as RecipeRow[]).map((row) => ({
      url: recipeUrl(origin, row.firebase_id),
      lastModified: row.last_edited_at ?? row.created_at,
    })),
    ...((profiles.data ?? []) as ProfileRow[]).map((row) => ({
      url: `${origin}${profilePath({ uid: row.firebase_id, username: row.username })}`,
      lastModified: row.updated_at,
    })),
  ];
}
