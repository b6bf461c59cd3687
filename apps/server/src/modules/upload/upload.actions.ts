import { randomBytes } from 'node:crypto';
import { IMAGE_UPLOAD_LIMIT_BYTES, parseLang, translate, uploadActions } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthService } from '../../engine/auth/auth-service.ts';
import type { Clock } from '../../engine/clock.ts';
import { implement } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import { credentialOf } from '../../engine/http/session-cookie.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { orphanedUploadsCleanup } from './upload.housekeeping.ts';

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

const uploadPicture = implement(uploadActions.uploadPicture, async (_input, ctx) => {
  const file = ctx.files[0];
  if (!file) throw invalid('file_missing');
  if (file.data.length > IMAGE_UPLOAD_LIMIT_BYTES) throw invalid('file_too_large');
  const mime = imageMimeOf(file.data);
  if (!mime) throw invalid('not_image');
  const id = randomBytes(16).toString('hex');
  await ctx.sql.query('INSERT INTO upload_file (id, admin_id, mime, size, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    ctx.admin.adminId,
    mime,
    file.data.length,
    file.data,
    ctx.now,
  ]);
  ctx.audit({
    targetType: 'upload_file',
    targetId: id,
    message: { key: 'upload_image', params: { mime, size: file.data.length } },
  });
  return { url: `/files/${id}`, size: file.data.length, mime };
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

export const uploadModule: ServerModule = { name: 'upload', actions: [uploadPicture], jobs: [orphanedUploadsCleanup] };
