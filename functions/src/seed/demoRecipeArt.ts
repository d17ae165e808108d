/**
 * The demo recipes' photos: illustrations drawn here, one per recipe (a plate, bowl, glass, tray or board seen from
 * above, in the dish's colours), rendered to PNG by sharp. Placement is random but seeded by the recipe id, so the
 * same recipe always gets the same picture.
 */
type Shape = 'dot' | 'leaf' | 'slice' | 'round' | 'square' | 'egg';

interface Pieces {
  readonly colour: string;
  readonly shape: Shape;
  readonly count: number;
  readonly size: number;
}

export interface DishArt {
  readonly vessel: 'plate' | 'bowl' | 'glass' | 'tray' | 'board';
  readonly table: string;
  /** The food's main colour: the soup, the sauce, the cake. */
  readonly base: string;
  readonly pieces: readonly Pieces[];
}

const piece = (colour: string, shape: Shape, count: number, size: number): Pieces => ({
  colour,
  shape,
  count,
  size,
});

export const DEMO_RECIPE_ART: Readonly<Record<string, DishArt>> = {
  'demo-charred-corn-salad': {
    vessel: 'plate',
    table: '#d9c7a7',
    base: '#f4d35e',
    pieces: [
      piece('#e9b949', 'round', 70, 14),
      piece('#7a4f2a', 'dot', 25, 6),
      piece('#9b2d6f', 'square', 14, 12),
      piece('#3f8f3a', 'leaf', 12, 22),
    ],
  },
  'demo-red-lentil-soup': {
    vessel: 'bowl',
    table: '#50657a',
    base: '#e0892f',
    pieces: [piece('#f3e2c0', 'dot', 10, 8), piece('#2f7d32', 'leaf', 8, 18), piece('#a8431a', 'dot', 20, 4)],
  },
  'demo-sheet-pan-chicken': {
    vessel: 'tray',
    table: '#bfa888',
    base: '#c98b3c',
    pieces: [
      piece('#b5651d', 'round', 6, 70),
      piece('#f7e463', 'slice', 7, 34),
      piece('#3b3a2e', 'dot', 16, 12),
      piece('#5f8f3e', 'leaf', 10, 16),
    ],
  },
  'demo-banana-oat-pancakes': {
    vessel: 'plate',
    table: '#8fb3c9',
    base: '#d9a25f',
    pieces: [
      piece('#c6863c', 'round', 3, 120),
      piece('#fbefc4', 'round', 8, 24),
      piece('#7b3f1a', 'dot', 12, 8),
    ],
  },
  'demo-mint-lemonade': {
    vessel: 'glass',
    table: '#e8dcc4',
    base: '#f5ec9b',
    pieces: [
      piece('#f7e463', 'slice', 3, 46),
      piece('#2e9a4a', 'leaf', 8, 22),
      piece('#ffffff', 'square', 6, 26),
    ],
  },
  'demo-spiced-chickpeas': {
    vessel: 'bowl',
    table: '#6b4e3d',
    base: '#e7c58c',
    pieces: [piece('#c98a3a', 'round', 80, 18), piece('#a0391f', 'dot', 40, 4)],
  },
  'demo-orange-olive-oil-cake': {
    vessel: 'plate',
    table: '#cfe0d2',
    base: '#e8a93c',
    pieces: [piece('#f08a24', 'slice', 8, 44), piece('#ffffff', 'dot', 40, 5)],
  },
  'demo-herb-stuffed-mushrooms': {
    vessel: 'board',
    table: '#44505c',
    base: '#a77b4f',
    pieces: [
      piece('#c9b49a', 'round', 9, 52),
      piece('#5b7f3a', 'dot', 60, 6),
      piece('#f1e6c8', 'dot', 30, 5),
    ],
  },
  'demo-weeknight-meatballs': {
    vessel: 'bowl',
    table: '#c9c1b5',
    base: '#b8321f',
    pieces: [
      piece('#6e3b22', 'round', 9, 48),
      piece('#3c8d3f', 'leaf', 9, 18),
      piece('#f2efe6', 'dot', 20, 6),
    ],
  },
  'demo-shakshuka': {
    vessel: 'tray',
    table: '#2f3b3a',
    base: '#c73a22',
    pieces: [
      piece('#ffffff', 'egg', 4, 62),
      piece('#2e7d32', 'leaf', 12, 16),
      piece('#e35d3a', 'square', 14, 14),
    ],
  },
  'demo-tahini-cookies': {
    vessel: 'plate',
    table: '#9b7a5a',
    base: '#f6efe3',
    pieces: [piece('#d8b98c', 'round', 7, 60), piece('#8a6a45', 'dot', 30, 5)],
  },
  'demo-chopped-salad': {
    vessel: 'bowl',
    table: '#d8d2c4',
    base: '#dfe9c6',
    pieces: [
      piece('#d83a2c', 'square', 40, 16),
      piece('#7bb661', 'square', 40, 16),
      piece('#f2f2f2', 'square', 20, 12),
      piece('#2f7a3a', 'leaf', 12, 14),
    ],
  },
  'demo-pumpkin-ginger-soup': {
    vessel: 'bowl',
    table: '#3c4a5a',
    base: '#f08c1e',
    pieces: [
      piece('#fbf3e4', 'slice', 1, 140),
      piece('#4f7d2f', 'dot', 24, 7),
      piece('#8a4b1c', 'dot', 14, 4),
    ],
  },
  'demo-mujadara': {
    vessel: 'plate',
    table: '#b9a27f',
    base: '#a57c52',
    pieces: [
      piece('#5c4a3a', 'dot', 160, 6),
      piece('#f2ead9', 'dot', 110, 5),
      piece('#7a3f12', 'slice', 30, 20),
    ],
  },
};

export const DEMO_ART_WIDTH = 1200;
export const DEMO_ART_HEIGHT = 900;

/** A small deterministic generator (mulberry32) seeded from the recipe id. */
function randomFor(id: string): () => number {
  let seed = [...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CX = DEMO_ART_WIDTH / 2;
const CY = DEMO_ART_HEIGHT / 2;

function vessel(art: DishArt): { svg: string; radius: number } {
  const shadow = `<ellipse cx="${CX + 18}" cy="${CY + 24}" rx="360" ry="350" fill="#000" opacity="0.18"/>`;
  switch (art.vessel) {
    case 'bowl':
      return {
        radius: 250,
        svg: `${shadow}<circle cx="${CX}" cy="${CY}" r="340" fill="#f4f1ea"/><circle cx="${CX}" cy="${CY}" r="300" fill="#e4ded2"/><circle cx="${CX}" cy="${CY}" r="280" fill="${art.base}"/>`,
      };
    case 'glass':
      return {
        radius: 220,
        svg: `${shadow}<circle cx="${CX}" cy="${CY}" r="300" fill="#ffffff" opacity="0.55"/><circle cx="${CX}" cy="${CY}" r="270" fill="${art.base}" opacity="0.9"/><circle cx="${CX - 90}" cy="${CY - 110}" r="40" fill="#ffffff" opacity="0.5"/>`,
      };
    case 'tray':
      return {
        radius: 280,
        svg: `<rect x="${CX - 400}" y="${CY - 330}" width="820" height="680" rx="60" fill="#000" opacity="0.18"/><rect x="${CX - 420}" y="${CY - 350}" width="840" height="700" rx="60" fill="#3a3a3a"/><rect x="${CX - 380}" y="${CY - 310}" width="760" height="620" rx="40" fill="${art.base}"/>`,
      };
    case 'board':
      return {
        radius: 290,
        svg: `<rect x="${CX - 420}" y="${CY - 320}" width="860" height="660" rx="40" fill="#000" opacity="0.18"/><rect x="${CX - 440}" y="${CY - 340}" width="860" height="660" rx="40" fill="${art.base}"/>${[
          0, 1, 2, 3, 4,
        ]
          .map(
            (i) =>
              `<path d="M${CX - 420} ${CY - 250 + i * 120} q 420 40 820 0" stroke="#8a5f38" stroke-width="4" fill="none" opacity="0.5"/>`,
          )
          .join('')}`,
      };
    default:
      return {
        radius: 260,
        svg: `${shadow}<circle cx="${CX}" cy="${CY}" r="350" fill="#fbfaf7"/><circle cx="${CX}" cy="${CY}" r="290" fill="#f1eee7"/><circle cx="${CX}" cy="${CY}" r="270" fill="${art.base}" opacity="0.35"/>`,
      };
  }
}

function shapeSvg(p: Pieces, x: number, y: number, angle: number): string {
  const s = p.size;
  const at = `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(0)})"`;
  switch (p.shape) {
    case 'leaf':
      return `<ellipse ${at} rx="${s}" ry="${s * 0.45}" fill="${p.colour}"/>`;
    case 'slice':
      return `<path ${at} d="M${-s} 0 A ${s} ${s} 0 0 1 ${s} 0 Z" fill="${p.colour}" stroke="#00000022" stroke-width="3"/>`;
    case 'square':
      return `<rect ${at} x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${s / 5}" fill="${p.colour}"/>`;
    case 'egg':
      return `<g ${at}><circle r="${s}" fill="${p.colour}"/><circle cx="${s / 6}" r="${s * 0.4}" fill="#f5b800"/></g>`;
    case 'round':
      return `<circle ${at} r="${s}" fill="${p.colour}" stroke="#00000026" stroke-width="${Math.max(2, s / 12)}"/>`;
    default:
      return `<circle ${at} r="${s}" fill="${p.colour}"/>`;
  }
}

/** The illustration of one demo recipe as SVG text. */
export function demoRecipeSvg(id: string, art: DishArt): string {
  const random = randomFor(id);
  const { svg: vesselSvg, radius } = vessel(art);
  const food = art.pieces
    .flatMap((p) =>
      Array.from({ length: p.count }, () => {
        const r = Math.sqrt(random()) * Math.max(0, radius - p.size);
        const a = random() * 2 * Math.PI;
        return shapeSvg(p, CX + r * Math.cos(a), CY + r * Math.sin(a), random() * 360);
      }),
    )
    .join('');
  const cloth = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * 100}" y="0" width="50" height="${DEMO_ART_HEIGHT}" fill="#ffffff" opacity="0.06"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_ART_WIDTH}" height="${DEMO_ART_HEIGHT}" viewBox="0 0 ${DEMO_ART_WIDTH} ${DEMO_ART_HEIGHT}"><rect width="100%" height="100%" fill="${art.table}"/>${cloth}${vesselSvg}${food}</svg>`;
}

/** The demo recipe's photo as PNG bytes, or null for a recipe without art. */
export async function renderDemoRecipeImage(id: string): Promise<Buffer | null> {
  const art = DEMO_RECIPE_ART[id];
  if (!art) return null;
  const sharp = (await import('sharp')).default;
  return sharp(Buffer.from(demoRecipeSvg(id, art)))
    .png()
    .toBuffer();
}
