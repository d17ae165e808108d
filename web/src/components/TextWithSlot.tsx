import type { ReactNode } from 'react';

const SLOT = '\u0000';

/**
 * A translated sentence with one element in the place of its value (a name in bold, a live category name):
 * `text` translates with the value it is given. Instead of react-i18next's <Trans>, which costs the home route
 * ~4 KB of gzip JS (issue 30).
 */
export function TextWithSlot({ text, children }: { text: (value: string) => string; children: ReactNode }) {
  const [before = '', after = ''] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
