// An offline stand-in for YouTube's two endpoints the video check asks (000 §5): oEmbed (/youtube/oembed) and the
// thumbnail host (/youtube/vi/{id}/hqdefault.jpg), served by the local gateway so `npm start` can show recipes
// from a video without internet, and the function tests can meet each of YouTube's answers. Local stacks only: the
// functions reach it through MATKON_YOUTUBE_* (platform/params.ts), which only the launcher sets.
import { readFileSync } from 'node:fs';

/** The demo videos: 200 with a title, or the status YouTube gives a private (401) or broken (500) one. */
export const DEMO_VIDEOS = Object.freeze({
  mtkLentil01: { title: 'Red Lentil Soup with Cumin in 30 minutes', author: 'Matkon Demo Kitchen' },
  mtkPancake1: { title: 'Banana Oat Pancakes in 15 minutes', author: 'Matkon Demo Kitchen' },
  mtkShksk001: { title: 'שקשוקה של בוקר ב-20 דקות', author: 'המטבח של מתכון' },
  mtkPrivate1: { status: 401 },
  mtkBroken01: { status: 500 },
  // a listed video whose thumbnail is YouTube's small placeholder: not a real video
  mtkNoThumb1: { title: 'A video without a picture', author: 'Nobody', placeholder: true },
});

// sizes as YouTube serves them: a real hqdefault is a 480x360 JPEG of several KB (a recipe from the video takes it
// as its photo through the image pipeline, so it must decode), the placeholder about 1 KB
const THUMBNAIL = readFileSync(new URL('./youtube-thumbnail.jpg', import.meta.url));
const PLACEHOLDER = Buffer.alloc(1097, 0x80);

function videoIdOf(watchUrl) {
  try {
    return new URL(watchUrl ?? '').searchParams.get('v') ?? '';
  } catch {
    return '';
  }
}

/** Answers a /youtube/… request as YouTube would; false when the path is not one of its two endpoints. */
export function youtubeFake(req, res) {
  const url = new URL(req.url ?? '/', 'http://gateway');
  if (url.pathname === '/youtube/oembed') {
    const video = DEMO_VIDEOS[videoIdOf(url.searchParams.get('url'))];
    const status = video ? (video.status ?? 200) : 404;
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Internal Server Error');
      return true;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        type: 'video',
        version: '1.0',
        title: video.title,
        author_name: video.author,
        provider_name: 'YouTube',
        thumbnail_url: `${url.origin}/youtube/vi/${videoIdOf(url.searchParams.get('url'))}/hqdefault.jpg`,
      }),
    );
    return true;
  }
  const thumb = /^\/youtube\/vi\/([\w-]{11})\/hqdefault\.jpg$/.exec(url.pathname);
  if (!thumb) return false;
  const video = DEMO_VIDEOS[thumb[1]];
  const real = video && !video.placeholder;
  res.writeHead(real ? 200 : 404, { 'content-type': 'image/jpeg' });
  res.end(real ? THUMBNAIL : PLACEHOLDER);
  return true;
}
