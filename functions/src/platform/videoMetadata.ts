/**
 * Checking a YouTube video before extraction (000 §5, DESIGN §7): its oEmbed entry (title, author; 401 private or
 * embedding disabled, 404 not found) and its thumbnail (a real one is over about 2000 bytes). The endpoints are
 * configuration (platform/params: YouTube's, or the launcher's offline fake), so the same code runs everywhere; both
 * are read through the safe fetch (docs/decisions/0061), where the offline fake passes the local stack's allow list.
 */
import { oembedProblem, thumbnailProblem, type VideoCheck, type VideoProblem } from '../domain/ai/video';
import { safeFetch, type SafeFetch, type SafeFetchResult } from './safeFetch';

export interface VideoMetadata {
  check(videoId: string): Promise<VideoCheck>;
}

/** The video's hqdefault picture ({base}/{videoId}/hqdefault.jpg), where both the check and a recipe's photo read it. */
export function thumbnailAddress(thumbnailUrl: string, videoId: string): string {
  return `${thumbnailUrl.replace(/\/+$/, '')}/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

export interface VideoMetadataOptions {
  /** e.g. https://www.youtube.com/oembed (asked with ?url=…&format=json). */
  oembedUrl: string;
  /** e.g. https://img.youtube.com/vi (asked for {base}/{videoId}/hqdefault.jpg). */
  thumbnailUrl: string;
  /** The product's safe fetch (a test gives one whose allow list holds its loopback YouTube). */
  fetch?: SafeFetch;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A refused or failed read's verdict: an error answer by its status, no connection as 'network'. */
function readProblem(answer: Extract<SafeFetchResult, { ok: false }>): VideoProblem {
  if (answer.reason === 'status' && answer.status !== undefined)
    return oembedProblem(answer.status) ?? 'unverifiable';
  return answer.reason === 'network' || answer.reason === 'timeout' ? 'network' : 'unverifiable';
}

export function createVideoMetadata(options: VideoMetadataOptions): VideoMetadata {
  const get = options.fetch ?? safeFetch;

  return {
    async check(videoId) {
      const watch = `https://www.youtube.com/watch?v=${videoId}`;
      const oembed = `${options.oembedUrl}?url=${encodeURIComponent(watch)}&format=json`;
      const thumbnail = thumbnailAddress(options.thumbnailUrl, videoId);
      const [entry, image] = await Promise.all([
        get(oembed, { kind: 'json' }),
        get(thumbnail, { kind: 'image' }),
      ]);
      if (!entry.ok) return { ok: false, reason: readProblem(entry) };
      if (!image.ok && image.reason !== 'status') return { ok: false, reason: readProblem(image) };
      const imageProblem = thumbnailProblem(
        image.ok ? image.status : (image.status ?? 0),
        image.ok ? image.body.byteLength : 0,
      );
      if (imageProblem) return { ok: false, reason: imageProblem };
      let body: unknown;
      try {
        body = JSON.parse(entry.body.toString('utf8'));
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
      const facts = body as { title?: unknown; author_name?: unknown } | null;
      const title = text(facts?.title);
      if (!title) return { ok: false, reason: 'unverifiable' };
      return { ok: true, title, authorName: text(facts?.author_name) };
    },
  };
}
