import { describe, expect, it } from 'vitest';
import { detectLanguage, detectLanguageWithNotice, languageNotice, NOTICE_MIN_CONFIDENCE } from './language';

/** What detection answers when the texts hold no evidence: English, by default, with no confidence. */
const NO_EVIDENCE = { language: 'en', confidence: 0, method: 'default' } as const;

describe('detectLanguage (000 §7 language detection)', () => {
  it('reads Hebrew script as he', () => {
    expect(detectLanguage({ title: 'שקשוקה', ingredients: ['4 ביצים', '2 עגבניות'] })).toEqual({
      language: 'he',
      confidence: 1,
      method: 'script',
    });
  });

  it('keeps he when a Hebrew recipe names a Latin brand', () => {
    const result = detectLanguage({ title: 'עוגת Nutella של סבתא עם שוקולד מריר' });
    expect(result.language).toBe('he');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('does not call an English recipe Hebrew for one Hebrew word', () => {
    const result = detectLanguage({
      title: 'Shakshuka (שקשוקה)',
      description: 'Eggs poached in a spicy tomato sauce with peppers and onions',
    });
    expect(result.language).toBe('en');
  });

  it.each([
    [
      'en',
      { title: 'Tomato soup', description: 'A soup with fresh basil and the best tomatoes of the season' },
    ],
    [
      'fr',
      { title: 'Soupe à l’oignon', description: 'Une soupe avec du fromage et des croûtons pour les soirs' },
    ],
    [
      'it',
      { title: 'Pasta al pomodoro', description: 'Pasta con pomodoro e basilico, della nonna per il pranzo' },
    ],
  ] as const)('counts stop words to find %s', (language, input) => {
    const result = detectLanguage(input);
    expect(result.language).toBe(language);
    expect(result.method).toBe('stopwords');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('reads the instructions and ingredients too', () => {
    expect(
      detectLanguage({ title: 'Tiramisù', instructions: ['Montare il mascarpone con lo zucchero'] }).language,
    ).toBe('it');
  });

  it('falls back to en with no evidence', () => {
    expect(detectLanguage({ title: 'Tiramisù' })).toEqual(NO_EVIDENCE);
    expect(detectLanguage({})).toEqual(NO_EVIDENCE);
  });
});

describe('languageNotice: what the author is told (000 §7 userMessage)', () => {
  it('tells a confident detection, whichever language it is', () => {
    expect(detectLanguageWithNotice({ title: 'שקשוקה', ingredients: ['4 ביצים'] })).toEqual({
      language: 'he',
      confidence: 1,
      method: 'script',
      userMessage: 'detected',
    });
    expect(
      detectLanguageWithNotice({
        title: 'Tomato soup',
        description: 'A soup with fresh basil and the best tomatoes of the season',
      }).userMessage,
    ).toBe('detected');
  });

  it('says it could not tell when the texts hold no evidence or mixed evidence', () => {
    expect(detectLanguageWithNotice({ title: 'Tiramisù' })).toEqual({
      ...NO_EVIDENCE,
      userMessage: 'uncertain',
    });
    // one English and one Italian stop word: half the evidence each
    const mixed = detectLanguageWithNotice({ title: 'Pasta with basilico della casa' });
    expect(mixed.confidence).toBeLessThan(NOTICE_MIN_CONFIDENCE);
    expect(mixed.userMessage).toBe('uncertain');
  });

  it('tells nothing when there is no text at all', () => {
    expect(detectLanguageWithNotice({}).userMessage).toBeNull();
    expect(
      detectLanguageWithNotice({ title: '  ', description: '', ingredients: [''], instructions: [' '] })
        .userMessage,
    ).toBeNull();
  });

  it('draws the line at NOTICE_MIN_CONFIDENCE', () => {
    const at = { language: 'fr', method: 'stopwords', confidence: NOTICE_MIN_CONFIDENCE } as const;
    expect(languageNotice(at, true)).toBe('detected');
    expect(languageNotice({ ...at, confidence: NOTICE_MIN_CONFIDENCE - 0.01 }, true)).toBe('uncertain');
    expect(languageNotice(at, false)).toBeNull();
  });
});
