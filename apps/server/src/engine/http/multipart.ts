import type { IncomingMessage } from 'node:http';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import type { UploadedFile } from '../context.ts';
import { type ActionError, invalid } from '../errors.ts';
import { fileOverLimit } from '../upload-limit.ts';
import { bodyTooLarge, CallerFault } from './caller-fault.ts';

/** A multipart body read whole: its text fields, and its files held in memory. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Bytes per file. */
  fileSize: number;
  /** Bytes per text field. */
  fieldSize: number;
  /** Files per body; 0 for an action that takes none. */
  files: number;
  fields: number;
}

/**
 * Reads multipart/form-data (uploads) whole. A file an action does not take, or over its size, and
 * a text field over its size are the action's refusal (an ActionError the engine answers); too many
 * parts are refused with 413 and a malformed or unterminated body with 400.
 */
export function readMultipart(request: IncomingMessage, limits: MultipartLimits): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const body: MultipartBody = { fields: Object.create(null), files: [] };
    let settled = false;
    const settle = (fault: CallerFault | ActionError | null) => {
      if (settled) return;
      settled = true;
      if (!fault) return resolve(body);
      // Drop the rest of the upload so the connection can carry the answer and the next call.
      request.unpipe();
      request.resume();
      reject(fault);
    };

    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: request.headers as BusboyHeaders,
        limits: { ...limits, parts: limits.files + limits.fields },
      });
    } catch {
      settle(new CallerFault('malformed multipart header', 400));
      return;
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) settle(bodyTooLarge(limits.fieldSize));
      else body.fields[name] = value;
    });
    parser.on('file', (field, stream, filename, _encoding, mimetype) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle(fileOverLimit(limits.fileSize)));
      stream.on('end', () => {
        if (!stream.truncated) body.files.push({ field, filename, mimetype, data: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () =>
      settle(limits.files === 0 ? invalid('file_not_accepted') : new CallerFault('multipart filesLimit', 413)),
    );
    for (const limit of ['fieldsLimit', 'partsLimit'] as const) {
      parser.on(limit, () => settle(new CallerFault(`multipart ${limit}`, 413)));
    }
    parser.on('error', () => settle(new CallerFault('malformed multipart body', 400)));
    parser.on('finish', () => settle(null));
    request.on('error', () => settle(new CallerFault('multipart upload interrupted', 400)));
    request.pipe(parser);
  });
}
