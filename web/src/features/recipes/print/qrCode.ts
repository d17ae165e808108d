import { create } from 'qrcode';

/** Light modules around the symbol, as the QR standard asks, so a scanner finds its edges on any background. */
export const QUIET_ZONE = 4;

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of the dark modules, a rectangle per run of dark modules in a row, in module units. */
  path: string;
}

/**
 * The QR code of a text as one SVG path (medium error correction: a printed page survives a smudge). Drawn by
 * React from the symbol's modules rather than inserted as markup from QRCode.toString: no HTML is parsed, and the
 * code is there in the same render as the recipe, so printing never catches it missing (decision 0058).
 */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
        start = -1;
      }
    }
  }
  return { size: modules.size, path: runs.join('') };
}
