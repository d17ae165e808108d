import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSymbol } from './qrCode';

/** The dark modules a path draws, read back from its rectangles ("M{x} {y}h{n}v1h-{n}z"). */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

describe('the printed QR code', () => {
  const address = 'https://matkon.app/recipe/e2e-print-en?servings=8';

  it('draws exactly the dark modules of the symbol', () => {
    const { size, path } = qrSymbol(address);
    const { modules } = create(address, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y += 1)
      for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) expected.add(`${x},${y}`);
    expect(size).toBe(modules.size);
    expect(darkCells(path)).toEqual(expected);
  });

  it('has the three finder squares in its corners', () => {
    const { size, path } = qrSymbol(address);
    const cells = darkCells(path);
    // a finder's outer ring: row 0 and column 0 of each 7×7 corner square are dark, row 1 inside it light
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      for (let i = 0; i < 7; i += 1) {
        expect(cells.has(`${x + i},${y}`), `top of the finder at ${x},${y}`).toBe(true);
        expect(cells.has(`${x},${y + i}`), `side of the finder at ${x},${y}`).toBe(true);
      }
      expect(cells.has(`${x + 1},${y + 1}`)).toBe(false);
    }
  });
});
