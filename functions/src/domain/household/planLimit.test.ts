import { describe, expect, it } from 'vitest';
import { fitsEveryWeek, weekLimitSpan } from './planLimit';

const repeat = (day: string, n: number) => Array.from({ length: n }, () => day);

describe('the plan week limit', () => {
  it('looks six days either side', () => {
    expect(weekLimitSpan('2026-12-03')).toEqual(['2026-11-27', '2026-12-09']);
  });

  it('refuses the 201st entry of any week, whichever day the week starts on', () => {
    expect(fitsEveryWeek(repeat('2026-12-03', 199), '2026-12-03')).toBe(true);
    expect(fitsEveryWeek(repeat('2026-12-03', 200), '2026-12-03')).toBe(false);
    // 200 six days before: the week from that day holds both
    expect(fitsEveryWeek(repeat('2026-11-27', 200), '2026-12-03')).toBe(false);
    // seven days before: no week holds both
    expect(fitsEveryWeek(repeat('2026-11-26', 200), '2026-12-03')).toBe(true);
    // 100 four days before and 100 four days after: no single week holds both and the new one
    const spread = [...repeat('2026-11-29', 100), ...repeat('2026-12-07', 100)];
    expect(fitsEveryWeek(spread, '2026-12-03')).toBe(true);
    // 100 more two days after: the week from 12-01 holds 200 of them and the new one
    expect(fitsEveryWeek([...spread, ...repeat('2026-12-05', 100)], '2026-12-03')).toBe(false);
  });
});
