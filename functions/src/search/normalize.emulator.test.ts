/**
 * The domain's normalisation (domain/search/normalize.ts) and its SQL twin (migration 20261129000500_feeds_search.sql)
 * give the same words and forms for the same texts: every accented letter, ligatures, Hebrew points and final
 * letters, mixed scripts and symbols.
 */
import { describe, expect, it } from 'vitest';
import { ACCENTED_LETTERS, searchForms, searchWordsOf } from '../domain/search/normalize';
import { query } from '../testing/pg';

const TEXTS = [
  'Crème BRÛLÉE à la vanille',
  'Œufs brouillés, Æble & Straße',
  'Perché più caffè? Sì!',
  'וְהַבָּצָל הַמְּטֻגָּן, חֻמּוּס וּטְחִינָה',
  'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים',
  'ךםןףץ מרק עדשים',
  "Dana's Sheet-Pan chicken (2 lemons) 350°C",
  'Борщ, 寿司 and ramen',
  `${ACCENTED_LETTERS} ${ACCENTED_LETTERS.toUpperCase()}`,
  'İstanbul ıspanak ŉ ſ ĸ',
  '  ',
];

describe('search normalisation: domain and SQL agree', () => {
  it('splits and normalises every text into the same words', async () => {
    const rows = await query<{ words: string[] }>(
      'select public.search_words_of(t) as words from unnest($1::text[]) with ordinality u(t, n) order by n',
      [TEXTS],
    );
    expect(rows.map((row) => row.words)).toEqual(TEXTS.map(searchWordsOf));
  });

  it('indexes each word under the same forms', async () => {
    const words = [...new Set(TEXTS.flatMap(searchWordsOf)), 'והבצל', 'ומהשמנ', 'לחמ', 'שמנ'];
    const rows = await query<{ forms: string[] }>(
      'select public.search_forms(w) as forms from unnest($1::text[]) with ordinality u(w, n) order by n',
      [words],
    );
    expect(rows.map((row) => row.forms)).toEqual(words.map(searchForms));
  });
});
