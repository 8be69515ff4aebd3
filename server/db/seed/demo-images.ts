import sharp from 'sharp';
import { IMAGE_VARIANT_SIZES, IMAGE_WEBP_QUALITY } from '../../../shared/constants';
import { fitInside } from '../../services/images/fit-inside';
import type { Storage } from '../../storage/storage';
import { type IconName, iconSvg } from './demo-image-icons';
import { SEED_CATEGORIES } from './reference-data';

const WIDTH = 1200;
const HEIGHT = 900;

/** Three gradient palettes per picture kind: [from, to, accent]. */
const PALETTES: Record<IconName, readonly (readonly [string, string, string])[]> = {
  'real-estate': [
    ['#1e88e5', '#6ab7ff', '#0d47a1'],
    ['#00897b', '#80cbc4', '#004d40'],
    ['#5c6bc0', '#9fa8da', '#283593'],
  ],
  vehicles: [
    ['#e53935', '#ff8a65', '#8e0000'],
    ['#37474f', '#90a4ae', '#102027'],
    ['#f4511e', '#ffb74d', '#870000'],
  ],
  electronics: [
    ['#3949ab', '#7986cb', '#1a237e'],
    ['#00acc1', '#80deea', '#006064'],
    ['#8e24aa', '#ce93d8', '#4a0072'],
  ],
  jobs: [
    ['#6d4c41', '#bcaaa4', '#3e2723'],
    ['#fb8c00', '#ffcc80', '#b25b00'],
    ['#546e7a', '#b0bec5', '#263238'],
  ],
  services: [
    ['#43a047', '#a5d6a7', '#1b5e20'],
    ['#0288d1', '#81d4fa', '#01579b'],
    ['#7cb342', '#dce775', '#33691e'],
  ],
  'household-items': [
    ['#8d6e63', '#ffccbc', '#4e342e'],
    ['#26a69a', '#b2dfdb', '#00695c'],
    ['#ffa000', '#ffe082', '#c67100'],
  ],
  fashion: [
    ['#d81b60', '#f48fb1', '#880e4f'],
    ['#c62828', '#ef9a9a', '#7f0000'],
    ['#6a1b9a', '#e1bee7', '#38006b'],
  ],
  pets: [
    ['#ff7043', '#ffccbc', '#bf360c'],
    ['#5d4037', '#d7ccc8', '#321911'],
    ['#26c6da', '#b2ebf2', '#00838f'],
  ],
  community: [
    ['#0057b7', '#90caf9', '#ffd500'],
    ['#6d4c41', '#ffe082', '#1565c0'],
    ['#283593', '#c5cae9', '#ffb300'],
  ],
  event: [
    ['#1565c0', '#ffd54f', '#0d47a1'],
    ['#0057b7', '#ffd700', '#c62828'],
    ['#ad1457', '#ffd54f', '#4a148c'],
  ],
};

const ICON_NAMES: readonly IconName[] = [...SEED_CATEGORIES.map((c) => c.slug), 'event', 'community'];

function pictureSvg(name: IconName, variant: number): string {
  const palette = PALETTES[name][variant % 3] ?? ['#1e88e5', '#6ab7ff', '#0d47a1'];
  const [from, to, accent] = palette;
  const angle = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
  ][variant % 3] ?? [0, 0, 1, 1];
  const bubbles =
    [
      [
        [180, 160, 140],
        [1050, 760, 220],
        [980, 140, 90],
      ],
      [
        [1040, 180, 170],
        [160, 760, 200],
        [600, 860, 80],
      ],
      [
        [200, 720, 160],
        [1000, 200, 130],
        [1100, 820, 70],
      ],
    ][variant % 3] ?? [];
  const iconX = [600, 620, 580][variant % 3];
  const scale = [1.45, 1.3, 1.55][variant % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${bubbles.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.12"/>`).join('')}
<circle cx="${iconX}" cy="450" r="330" fill="#ffffff" opacity="0.14"/>
<g transform="translate(${iconX} 450) scale(${scale})">${iconSvg(name, '#ffffff', accent)}</g>
</svg>`;
}

export interface DemoImage {
  kind: IconName;
  /** The full variant's key; its thumbnail is beside it, as an upload's (presenters/ad.ts). */
  key: string;
  url: string;
}

/**
 * Renders the demo pictures (3 per category, 3 for events, 3 for churches and community) to 1200x900 WebP
 * with a thumbnail, as an upload's variants, and stores them under `demo/`. Pictures already in storage
 * are not rendered again.
 */
export async function ensureDemoImages(storage: Storage): Promise<DemoImage[]> {
  const existing = new Set(await storage.list('demo/'));
  const images = ICON_NAMES.flatMap((kind) =>
    [1, 2, 3].map((n) => {
      const stem = `demo/${kind}-${n}`;
      const keys = { full: `${stem}-full.webp`, thumb: `${stem}-thumb.webp` };
      return { kind, key: keys.full, keys, url: storage.publicUrl(keys.full), variant: n - 1 };
    }),
  );
  await Promise.all(
    images
      .filter(({ keys }) => !existing.has(keys.full) || !existing.has(keys.thumb))
      .map(async ({ kind, variant, keys }) => {
        const full = await sharp(Buffer.from(pictureSvg(kind, variant)))
          .webp({ quality: IMAGE_WEBP_QUALITY })
          .toBuffer();
        const thumb = await sharp(full)
          .resize(fitInside(IMAGE_VARIANT_SIZES.thumb))
          .webp({ quality: IMAGE_WEBP_QUALITY })
          .toBuffer();
        await storage.put(keys.full, full, 'image/webp');
        await storage.put(keys.thumb, thumb, 'image/webp');
      }),
  );
  return images.map(({ kind, key, url }) => ({ kind, key, url }));
}
