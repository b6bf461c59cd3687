import type { Orm } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';

const PALETTES = [
  ['#0f2027', '#2c5364'],
  ['#ee0979', '#ff6a00'],
  ['#4568dc', '#b06ab3'],
  ['#134e5e', '#71b280'],
  ['#ff512f', '#dd2476'],
  ['#1d2b64', '#f8cdda'],
  ['#f7971e', '#ffd200'],
] as const;

/** A demo picture of `width`×`height`: a gradient and a few soft circles, different for each `n` and `kind`. */
export async function demoImage(db: Orm, now: number, kind: string, n: number, width: number, height: number): Promise<string> {
  const [top, bottom] = PALETTES[(n + kind.length) % PALETTES.length] ?? PALETTES[0];
  const circles = [0, 1, 2]
    .map((k) => {
      const cx = (n * 53 + k * 97) % width;
      const cy = (n * 89 + k * 61) % height;
      return `<circle cx="${cx}" cy="${cy}" r="${Math.round(Math.min(width, height) / (4 + k))}" fill="#fff" fill-opacity=".${2 + k}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" data-kind="${kind}"><linearGradient id="g" x2="1" y2="1"><stop stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
  return storeGeneratedImage(db, { mime: 'image/svg+xml', data: Buffer.from(svg) }, now);
}
