import { describe, expect, it } from 'vitest';
import { parseYouTubeUrl } from './youtube';

const id = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl (000 §5 "AI creation")', () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://m.youtube.com/watch?v=${id}&t=30s`,
    `youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/v/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}`,
  ])('accepts %s', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({
      ok: true,
      videoId: id,
      url: `https://www.youtube.com/watch?v=${id}`,
    });
  });

  it('rejects Shorts with their own message', () => {
    expect(parseYouTubeUrl(`https://www.youtube.com/shorts/${id}`)).toEqual({
      ok: false,
      error: 'YouTube Shorts are not supported. Please use a regular YouTube video.',
    });
  });

  it.each([
    'https://vimeo.com/123',
    'https://www.youtube.com/watch?v=short',
    'not a url at all',
    'ftp://youtu.be/x',
  ])('rejects %s', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, error: 'Please enter a valid YouTube URL' });
  });

  it('asks for a URL when empty', () => {
    expect(parseYouTubeUrl('  ')).toEqual({ ok: false, error: 'Please enter a YouTube URL' });
  });
});
