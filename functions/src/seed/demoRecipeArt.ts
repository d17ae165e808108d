/**
 * The demo recipes' photos: illustrations drawn here, one per recipe (a plate, bowl, glass, tray or board seen from
 * above, in the dish's colours; each recipe's `art` in demoRecipesData.ts), rendered to PNG by sharp. Placement is random but seeded by the recipe id, so the
 * same recipe always gets the same picture.
 */
import { mulberry32 } from '../platform/seededRandom';

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

/**
 * A dish in one line: vessel, table colour, the food's colour, then its pieces as "shape colour countxsize, …"
 * (size in pixels of a 1200×900 picture), e.g. dish('bowl', '#50657a', '#e0892f', 'leaf #2f7d32 8x18').
 */
export function dish(vessel: DishArt['vessel'], table: string, base: string, pieces: string): DishArt {
  return {
    vessel,
    table,
    base,
    pieces: pieces.split(',').map((spec) => {
      const [shape, colour, amount] = spec.trim().split(' ');
      const [count, size] = (amount ?? '').split('x').map(Number);
      return { shape: shape as Shape, colour: colour ?? '#000', count: count ?? 0, size: size ?? 0 };
    }),
  };
}

export const DEMO_ART_WIDTH = 1200;
export const DEMO_ART_HEIGHT = 900;

/** The art's generator, seeded from the recipe id (FNV-1a). */
function randomFor(id: string): () => number {
  return mulberry32([...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0);
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

/** The demo recipe's photo as PNG bytes. */
export async function renderDemoRecipeImage(id: string, art: DishArt): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(Buffer.from(demoRecipeSvg(id, art)))
    .png()
    .toBuffer();
}
