import { describe, expect, it } from 'vitest';
import * as content from '.';
import {
  CONTENT_EDITOR_MESSAGES,
  NEW_CONTENT_DEFAULTS,
  canSaveContent,
  contentItemInputSchema,
  contentSnippet,
} from './editor';

describe('content pages', () => {
  it('maps every page path to a content type', () => {
    expect(content.CONTENT_PAGES).toEqual({
      terms: 'terms_of_use',
      'privacy-policy': 'privacy_policy',
      'about-us': 'about_us',
      'contact-us': 'contact_info',
      'user-verification': 'user_verification',
    });
    expect(content.isContentPage('terms')).toBe(true);
    expect(content.isContentPage('toString')).toBe(false);
    expect(content.isContentLanguage('he')).toBe(true);
    expect(content.isContentLanguage('fr')).toBe(false);
  });

  it('keys a document by type and language', () => {
    expect(content.contentDocId('terms_of_use', 'he')).toBe('terms_of_use_he');
  });

  it.each(
    content.CONTENT_TYPES.flatMap((type) =>
      content.CONTENT_LANGUAGES.map((language) => [type, language] as const),
    ),
  )('has a built-in %s text in %s', (type, language) => {
    const text = content.defaultContent(type, language);
    expect(text.title.trim()).not.toBe('');
    expect(text.content.length).toBeGreaterThan(150);
    if (language === 'he') expect(text.content).toMatch(/[\u0590-\u05FF]/);
  });

  it('states the minimum age of 13 and the 7-day verification review', () => {
    for (const language of content.CONTENT_LANGUAGES) {
      expect(content.defaultContent('terms_of_use', language).content).toContain('13');
      expect(content.defaultContent('user_verification', language).content).toContain('7');
    }
    expect(content.defaultContent('terms_of_use', 'en').content).toContain('at least 13 years old');
    expect(content.defaultContent('user_verification', 'en').content).toContain('within 7 days');
  });
});

describe('the Content Editor rules (002 §5)', () => {
  it('needs a title and content after trimming, and trims them', () => {
    const base = { content_type: 'terms_of_use', language: 'en' };
    for (const [title, content] of [
      ['', 'x'],
      ['x', '   '],
    ]) {
      const result = contentItemInputSchema.safeParse({ ...base, title, content });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTENT_EDITOR_MESSAGES.required);
    }
    expect(contentItemInputSchema.parse({ ...base, title: ' T ', content: ' C ' })).toMatchObject({
      title: 'T',
      content: 'C',
    });
  });

  it('disables saving while blank or saving', () => {
    expect(canSaveContent({ title: 'a', content: 'b' }, false)).toBe(true);
    expect(canSaveContent({ title: ' ', content: 'b' }, false)).toBe(false);
    expect(canSaveContent({ title: 'a', content: 'b' }, true)).toBe(false);
  });

  it('snips the card preview at 150 characters', () => {
    expect(contentSnippet('x'.repeat(200))).toHaveLength(150);
    expect(contentSnippet('short')).toBe('short');
  });

  it('starts a new item as the spec says', () => {
    expect(NEW_CONTENT_DEFAULTS).toEqual({
      content_type: 'terms_of_use',
      language: 'en',
      title: '',
      content: '',
    });
  });
});
