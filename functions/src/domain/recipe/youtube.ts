/**
 * YouTube links (spec 000 §5 "AI creation", §4 "Video URL on edit"): watch, short-link (youtu.be), embed and /v/
 * forms are accepted; Shorts are not.
 */
import { RECIPE_MESSAGES } from './messages';

export const YOUTUBE_URL_REQUIRED = 'Please enter a YouTube URL';

export type YouTubeParse =
  | { readonly ok: true; readonly videoId: string; readonly url: string }
  | { readonly ok: false; readonly error: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

export function parseYouTubeUrl(input: string): YouTubeParse {
  const text = input.trim();
  if (!text) return { ok: false, error: YOUTUBE_URL_REQUIRED };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, error: RECIPE_MESSAGES.youtubeUrlInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: RECIPE_MESSAGES.youtubeUrlInvalid };
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let videoId: string | undefined;
  if (host === 'youtu.be') {
    videoId = segments[0];
  } else if (YOUTUBE_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) {
    if (segments[0] === 'shorts') return { ok: false, error: RECIPE_MESSAGES.youtubeShortsUnsupported };
    if (segments[0] === 'watch') videoId = url.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'v') videoId = segments[1];
  }
  if (!videoId || !VIDEO_ID.test(videoId)) return { ok: false, error: RECIPE_MESSAGES.youtubeUrlInvalid };
  return { ok: true, videoId, url: `https://www.youtube.com/watch?v=${videoId}` };
}
