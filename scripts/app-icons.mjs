// Draws the installed app's icons (web/public/icons, decision 0065) from the site's mark, web/public/favicon.svg:
// 192 and 512 px as drawn, and a maskable 512 px whose mark sits inside the safe circle on a full-bleed background.
// Run again after the mark changes: `node scripts/app-icons.mjs`.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = readFileSync(new URL('../web/public/favicon.svg', import.meta.url));
const out = (name) => new URL(`../web/public/icons/${name}`, import.meta.url).pathname;

for (const size of [192, 512])
  await sharp(mark, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));

const inner = 320; // 62.5 % of 512: inside the maskable safe zone (a circle of 80 %)
const drawn = await sharp(mark, { density: 72 * (inner / 64) })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#b4471b' } })
  .composite([{ input: drawn, gravity: 'centre' }])
  .png()
  .toFile(out('icon-maskable-512.png'));
