/** One emoji: a single grapheme cluster that is pictographic (👍, 🇮🇱, 👨‍🍳, 1️⃣). */
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

export function isSingleEmoji(value: string): boolean {
  if (!value || !PICTOGRAPHIC.test(value)) return false;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const segment of segmenter.segment(value)) {
    count += 1;
    if (count > 1 || !PICTOGRAPHIC.test(segment.segment)) return false;
  }
  return count === 1;
}
