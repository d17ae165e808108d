/**
 * Checking a YouTube video before extraction (000 §5, DESIGN §7): its oEmbed entry (title, author; 401 private or
 * embedding disabled, 404 not found) and its thumbnail (a real one is over about 2000 bytes). The endpoints are
 * configuration (platform/params: YouTube's, or the launcher's offline fake), so the same code runs everywhere.
 */
import { oembedProblem, thumbnailProblem, type VideoCheck } from '../domain/ai/video';

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
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function createVideoMetadata(options: VideoMetadataOptions): VideoMetadata {
  const request = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const get = (url: string) => request(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });

  return {
    async check(videoId) {
      const watch = `https://www.youtube.com/watch?v=${videoId}`;
      const oembed = `${options.oembedUrl}?url=${encodeURIComponent(watch)}&format=json`;
      const thumbnail = thumbnailAddress(options.thumbnailUrl, videoId);
      let entry: Response;
      let image: Response;
      try {
        [entry, image] = await Promise.all([get(oembed), get(thumbnail)]);
      } catch {
        return { ok: false, reason: 'network' };
      }
      const entryProblem = oembedProblem(entry.status);
      if (entryProblem) return { ok: false, reason: entryProblem };
      let bytes: number;
      let body: unknown;
      try {
        bytes = image.ok ? (await image.arrayBuffer()).byteLength : 0;
        body = await entry.json();
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
      const imageProblem = thumbnailProblem(image.status, bytes);
      if (imageProblem) return { ok: false, reason: imageProblem };
      const facts = body as { title?: unknown; author_name?: unknown } | null;
      const title = text(facts?.title);
      if (!title) return { ok: false, reason: 'unverifiable' };
      return { ok: true, title, authorName: text(facts?.author_name) };
    },
  };
}
