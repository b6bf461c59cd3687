import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { uploadFiles } from './upload.tables.ts';

/**
 * Stores a picture another module made (its demo rows' images) as an upload, so it is served at
 * `/files/<id>` like any upload. Its id comes from its content: the same picture again adds nothing.
 */
export async function storeGeneratedImage(db: Orm, image: { mime: string; data: Buffer }, now: number): Promise<string> {
  const id = createHash('md5').update(image.data).digest('hex');
  await db
    .insert(uploadFiles)
    .values({ id, adminId: 0, mime: image.mime, size: image.data.length, data: image.data, createdAt: now })
    .onConflictDoNothing();
  return `/files/${id}`;
}

/** The type an upload was recognised as, from its `/files/<id>` link; undefined for an unknown link. */
export async function uploadedMimeOf(db: Orm, url: string): Promise<string | undefined> {
  const id = /^\/files\/([0-9a-f]{32})$/.exec(url)?.[1];
  if (!id) return undefined;
  const [file] = await db.select({ mime: uploadFiles.mime }).from(uploadFiles).where(eq(uploadFiles.id, id));
  return file?.mime;
}
