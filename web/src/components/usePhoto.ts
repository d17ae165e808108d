import { useState, type ImgHTMLAttributes } from 'react';

/**
 * The props of a decorative <img> that shows a person's photo `url`, or null when there is none or it failed to load
 * (the caller shows the initial instead). A new url is tried again.
 */
export function usePhoto(url: string | null | undefined): ImgHTMLAttributes<HTMLImageElement> | null {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return null;
  return { src: url, alt: '', referrerPolicy: 'no-referrer', onError: () => setFailed(url) };
}
