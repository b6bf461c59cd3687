import { randomBytes } from 'node:crypto';
import {
  MAX_IDS_PER_FILE,
  type MessageKey,
  parseLang,
  Status,
  translate,
  type UploadKind,
  uploadActions,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthService } from '../../engine/auth/auth-service.ts';
import type { Clock } from '../../engine/clock.ts';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import { credentialOf } from '../../engine/http/session-cookie.ts';
import { readFirstColumn } from '../../engine/import/id-import.ts';
import { MAX_INFLATED_BYTES } from '../../engine/import/zip-guard.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { fileOverLimit, uploadLimitOf } from '../../engine/upload-limit.ts';
import { MP4_MIME, SVGA_MIME } from './effect-content.ts';
import { fitsSide, readImageHeader } from './image-header.ts';
import { inspectMp4 } from './mp4-content.ts';
import { inspectSvga } from './svga-content.ts';
import { orphanedUploadsCleanup } from './upload.housekeeping.ts';
import { uploadFiles } from './upload.tables.ts';
import { currentMaxImageSide } from './upload-settings.ts';

/** Keeps an upload's bytes (in the database, so every node serves it) and logs it; answers its URL. */
async function storeUpload(ctx: ActionContext, data: Buffer, mime: string, summary: 'upload_image' | 'upload_effect') {
  const id = randomBytes(16).toString('hex');
  await ctx.db.insert(uploadFiles).values({ id, adminId: ctx.admin.adminId, mime, size: data.length, data, createdAt: ctx.now });
  ctx.audit({ targetType: 'upload_file', targetId: id, message: { key: summary, params: { mime, size: data.length } } });
  return { url: `/files/${id}`, size: data.length, mime };
}

/** The call's one file within its kind's limit (the multipart reader stops a larger one first). */
function uploadedFile(ctx: ActionContext, kind: UploadKind): Buffer {
  const file = ctx.files[0];
  if (!file) throw invalid('file_missing');
  if (file.data.length > uploadLimitOf(kind)) throw fileOverLimit(uploadLimitOf(kind));
  return file.data;
}

/** A file refused for what it holds: the message, and the same words on the `file` field. */
function refusedFile(key: MessageKey, params?: Record<string, number>): ActionError {
  return new ActionError(Status.invalid, key, { params, data: { errors: { file: key } } });
}

const tooManyPixels = () => refusedFile('image_too_large', { max: currentMaxImageSide() });

const uploadPicture = implement(uploadActions.uploadPicture, async (_input, ctx) => {
  const data = uploadedFile(ctx, 'image');
  const image = readImageHeader(data);
  if (!image) throw refusedFile('not_image');
  if (image === 'damaged') throw refusedFile('file_damaged');
  if (!fitsSide(image, currentMaxImageSide())) throw tooManyPixels();
  return storeUpload(ctx, data, image.mime, 'upload_image');
});

const SVGA_REFUSALS = {
  not_svga: () => refusedFile('not_svga'),
  damaged: () => refusedFile('file_damaged'),
  too_large: () => refusedFile('file_unpacks_too_large', { max: MAX_INFLATED_BYTES / 1024 / 1024 }),
  image_too_large: tooManyPixels,
};

const uploadSvga = implement(uploadActions.uploadSvga, async (_input, ctx) => {
  const data = uploadedFile(ctx, 'svga');
  const verdict = inspectSvga(data, currentMaxImageSide());
  if (verdict !== 'ok') throw SVGA_REFUSALS[verdict]();
  return storeUpload(ctx, data, SVGA_MIME, 'upload_effect');
});

const uploadVideo = implement(uploadActions.uploadVideo, async (_input, ctx) => {
  const data = uploadedFile(ctx, 'video');
  const verdict = inspectMp4(data);
  if (verdict === 'not_mp4') throw refusedFile('not_mp4');
  if (verdict === 'damaged') throw refusedFile('file_damaged');
  return storeUpload(ctx, data, MP4_MIME, 'upload_effect');
});

/**
 * Reads an xlsx's first column for a preview and keeps nothing: the same checks and reader as the
 * batch imports (content, not name; the unpacked size; a damaged part refuses the whole file).
 */
const importExcel = implement(uploadActions.importExcel, async (_input, ctx) => {
  const data = uploadedFile(ctx, 'xlsx');
  const list = await readFirstColumn(data, MAX_IDS_PER_FILE);
  return { list, total: list.length };
});

export interface FileRouteDeps {
  db: Database;
  auth: AuthService;
  clock: Clock;
}

/**
 * GET /files/<id>: serves an uploaded image (ban evidence, avatars, room backgrounds) to signed-in
 * staff only. The console's `<img>` tags carry the HttpOnly session cookie (same-site requests do,
 * SameSite=Strict included), so no link has to hold a token; API clients may send theirs as for
 * any call. Ids are unguessable and files never change: the browser keeps them, no shared cache does.
 */
export function registerFileRoute(server: FastifyInstance, deps: FileRouteDeps): void {
  server.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/files/:id', async (request, reply) => {
    const { token } = credentialOf(request.raw, request.query ?? {});
    const pending = deps.auth.authenticate(token, deps.clock.now());
    const outcome = pending instanceof Promise ? await pending : pending;
    if (!outcome.ok || outcome.principal.mustChangePassword) {
      const status = outcome.ok ? 403 : 401;
      const key = outcome.ok ? 'must_change_password' : outcome.key;
      reply.header('cache-control', 'no-store');
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(translate(key, parseLang(request.query?.lang)));
    }
    if (!/^[0-9a-f]{32}$/.test(request.params.id)) return reply.code(404).send();
    const { rows } = await deps.db.query<{ mime: string; data: Uint8Array }>('SELECT mime, data FROM upload_file WHERE id = $1', [
      request.params.id,
    ]);
    const file = rows[0];
    if (!file) return reply.code(404).send();
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    return reply.type(file.mime).send(Buffer.from(file.data));
  });
}

export const uploadModule: ServerModule = {
  name: 'upload',
  actions: [uploadPicture, uploadSvga, uploadVideo, importExcel],
  jobs: [orphanedUploadsCleanup],
};
