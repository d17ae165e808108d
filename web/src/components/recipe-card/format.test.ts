import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/recipes.json';
import he from '../../locales/he/recipes.json';
import { formatDuration, textDirection, truncateText } from './format';

let t: TFunction;
let tHe: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { recipes: en }, he: { recipes: he } },
    ns: ['recipes'],
  });
  t = instance.getFixedT('en');
  tHe = instance.getFixedT('he');
});

describe('truncateText (spec 000 §2: the card cuts the description at 100 characters with an ellipsis)', () => {
  it('keeps short texts and cuts long ones at 100 characters plus …', () => {
    expect(truncateText('Short and sweet.')).toBe('Short and sweet.');
    const long = 'a'.repeat(150);
    expect(truncateText(long)).toBe(`${'a'.repeat(100)}…`);
    expect(truncateText('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('counts characters, not UTF-16 units (an emoji is never split)', () => {
    const text = '🍲'.repeat(101);
    expect(truncateText(text)).toBe(`${'🍲'.repeat(100)}…`);
  });
});

describe('formatDuration (minutes, or hours and minutes above 60)', () => {
  it('shows minutes up to 60', () => {
    expect(formatDuration(45, t)).toBe('45 min');
    expect(formatDuration(60, t)).toBe('60 min');
  });

  it('shows hours and minutes above 60', () => {
    expect(formatDuration(90, t)).toBe('1 h 30 min');
    expect(formatDuration(120, t)).toBe('2 h');
    expect(formatDuration(1440, t)).toBe('24 h');
  });

  it('speaks Hebrew', () => {
    expect(formatDuration(20, tHe)).toBe('20 דק׳');
    expect(formatDuration(75, tHe)).toBe('1 שע׳ 15 דק׳');
  });
});

describe('textDirection', () => {
  it('reads Hebrew right-to-left and the others left-to-right', () => {
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection(null)).toBeUndefined();
  });
});
