import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from './context.ts';

/** A multipart body read whole: its text fields, and its files held in memory. */
export class MultipartBody {
  readonly fields: Record<string, string> = Object.create(null);
  readonly files: UploadedFile[] = [];
}

export interface MultipartLimits {
  /** Bytes per file. */
  fileSize: number;
  /** Bytes per text field. */
  fieldSize: number;
  files: number;
  fields: number;
}

/** An error Fastify answers with this HTTP status (the app's error handler words it). */
function callerFault(message: string, statusCode: 400 | 413): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * Reads multipart/form-data (uploads) into a `MultipartBody` as a content-type parser, so the API
 * route carries no per-request hooks for it: a JSON or form call pays nothing for uploads being
 * possible (@fastify/multipart adds three hooks to every request). Anything over the limits is
 * refused with 413 and a malformed body with 400, before the engine sees the call.
 */
export function registerMultipart(server: FastifyInstance, limits: MultipartLimits): void {
  server.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const body = new MultipartBody();
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      if (error) {
        // Drop the rest of the upload so the connection can carry the answer and the next call.
        payload.unpipe();
        payload.resume();
      }
      done(error, error ? undefined : body);
    };

    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: request.headers as BusboyHeaders,
        limits: { ...limits, parts: limits.files + limits.fields },
      });
    } catch {
      settle(callerFault('malformed multipart header', 400));
      return;
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) settle(callerFault('multipart field too large', 413));
      else body.fields[name] = value;
    });
    parser.on('file', (field, stream, filename, _encoding, mimetype) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle(callerFault('multipart file too large', 413)));
      stream.on('end', () => {
        if (!stream.truncated) body.files.push({ field, filename, mimetype, data: Buffer.concat(chunks) });
      });
    });
    for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
      parser.on(limit, () => settle(callerFault(`multipart ${limit}`, 413)));
    }
    parser.on('error', () => settle(callerFault('malformed multipart body', 400)));
    parser.on('finish', () => settle(null));
    payload.on('error', () => settle(callerFault('multipart upload interrupted', 400)));
    payload.pipe(parser);
  });
}
