import { randomBytes } from 'node:crypto';
import { parseLang, translate, UPLOAD_LIMITS, uploadActions } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthService } from '../../engine/auth/auth-service.ts';
import type { Clock } from '../../engine/clock.ts';
import { type ActionContext, implement } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import { credentialOf } from '../../engine/http/session-cookie.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { isMp4, isSvga, MP4_MIME, SVGA_MIME } from './effect-content.ts';
import { orphanedUploadsCleanup } from './upload.housekeeping.ts';
import { uploadFiles } from './upload.tables.ts';

/** Images are recognised by their first bytes, never by name or declared type. */
export function imageMimeOf(data: Buffer): string | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'image/gif';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** Keeps an upload's bytes (in the database, so every node serves it) and logs it; answers its URL. */
async function storeUpload(ctx: ActionContext, data: Buffer, mime: string, summary: 'upload_image' | 'upload_effect') {
  const id = randomBytes(16).toString('hex');
  await ctx.db.insert(uploadFiles).values({ id, adminId: ctx.admin.adminId, mime, size: data.length, data, createdAt: ctx.now });
  ctx.audit({ targetType: 'upload_file', targetId: id, message: { key: summary, params: { mime, size: data.length } } });
  return { url: `/files/${id}`, size: data.length, mime };
}

/** The call's one file within its kind's limit (the multipart reader stops a larger one first). */
function uploadedFile(ctx: ActionContext, limit: number): Buffer {
  const file = ctx.files[0];
  if (!file) throw invalid('file_missing');
  if (file.data.length > limit) throw invalid('file_too_large');
  return file.data;
}

const uploadPicture = implement(uploadActions.uploadPicture, async (_input, ctx) => {
  const data = uploadedFile(ctx, UPLOAD_LIMITS.image);
  const mime = imageMimeOf(data);
  if (!mime) throw invalid('not_image');
  return storeUpload(ctx, data, mime, 'upload_image');
});

const uploadSvga = implement(uploadActions.uploadSvga, async (_input, ctx) => {
  const data = uploadedFile(ctx, UPLOAD_LIMITS.svga);
  if (!isSvga(data)) throw invalid('not_svga');
  return storeUpload(ctx, data, SVGA_MIME, 'upload_effect');
});

const uploadVideo = implement(uploadActions.uploadVideo, async (_input, ctx) => {
  const data = uploadedFile(ctx, UPLOAD_LIMITS.video);
  if (!isMp4(data)) throw invalid('not_mp4');
  return storeUpload(ctx, data, MP4_MIME, 'upload_effect');
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
  actions: [uploadPicture, uploadSvga, uploadVideo],
  jobs: [orphanedUploadsCleanup],
};
