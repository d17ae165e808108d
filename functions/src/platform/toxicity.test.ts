import { describe, expect, it } from 'vitest';
import { createWordListScorer } from './toxicity';

const scorer = createWordListScorer();

describe('the offline word-list toxicity scorer', () => {
  it('scores kitchen talk 0 in every interface language', async () => {
    for (const text of [
      'Lovely soup, I added a cup of cream',
      'מרק נהדר, הוספתי כוס שמנת',
      'Soupe délicieuse, merci !',
      'Zuppa buonissima, con un po’ di pepe',
    ])
      expect(await scorer.score(text, '')).toBe(0);
  });

  it('raises the score per insult, across languages and disguises, up to 1', async () => {
    expect(await scorer.score('What an idiot', 'en')).toBe(0.35);
    expect(await scorer.score('I.D.I.O.T and stupid', 'en')).toBeGreaterThan(0.5);
    expect(await scorer.score('אתה טיפש ומטומטם', 'he')).toBeGreaterThan(0.5);
    expect(await scorer.score('Quel crétin, imbécile', 'fr')).toBeGreaterThan(0.5);
    expect(await scorer.score('stronzo idiota cretino scemo', 'it')).toBe(1);
  });

  it('counts shouting a little', async () => {
    expect(await scorer.score('THIS RECIPE IS TERRIBLE', 'en')).toBe(0.15);
    expect(await scorer.score('OK', 'en')).toBe(0);
  });
});
