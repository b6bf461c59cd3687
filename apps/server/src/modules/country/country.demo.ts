import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { countries } from './country.tables.ts';

const STRIPES = ['#c8102e', '#ffffff', '#006c35', '#002868', '#ffcd00', '#000000', '#0072c6', '#ff7900', '#009639'];

/**
 * A flag-like icon (three stripes and the country's code), different for each code: the app shows
 * an icon beside every country, and a real console's countries all have one uploaded.
 */
function iconSvg(code: string): Buffer {
  const seed = (code.charCodeAt(0) * 31 + code.charCodeAt(1)) % 997;
  const colour = (k: number) => STRIPES[(seed + k * 4) % STRIPES.length] ?? '#888888';
  const across = seed % 2 === 0;
  const stripes = [0, 1, 2]
    .map((k) =>
      across
        ? `<rect y="${k * 16}" width="72" height="16" fill="${colour(k)}"/>`
        : `<rect x="${k * 24}" width="24" height="48" fill="${colour(k)}"/>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="48">${stripes}<rect width="72" height="48" fill="none" stroke="#0002"/><text x="36" y="31" font-family="sans-serif" font-size="16" font-weight="bold" fill="#fff" stroke="#0006" stroke-width=".5" text-anchor="middle">${code}</text></svg>`,
  );
}

/** Every country without an icon gets its demo icon; an uploaded one is kept. */
export async function insertDemoCountryIcons(db: Orm, now: number): Promise<void> {
  const rows = await db.select({ id: countries.id, code: countries.code }).from(countries).where(eq(countries.icon, ''));
  for (const row of rows) {
    const icon = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: iconSvg(row.code) }, now);
    await db.update(countries).set({ icon }).where(eq(countries.id, row.id));
  }
}
