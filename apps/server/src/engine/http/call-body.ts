import type { IncomingMessage } from 'node:http';
import fastQuerystring from 'fast-querystring';
import secureJson from 'secure-json-parse';
import type { CallBody } from '../engine.ts';
import { UndecodableText } from '../input.ts';
import { bodyTooLarge, CallerFault } from './caller-fault.ts';
import { type MultipartLimits, readMultipart } from './multipart.ts';

export interface BodyLimits {
  /** Bytes of a JSON or form body. */
  bytes: number;
  multipart: MultipartLimits;
}

/**
 * Reads a call's body as its content type says (SPEC §7 sends forms; JSON and multipart uploads are
 * taken too), once the engine has let the caller through. An empty body is a call without input whatever its type. JSON keys that could
 * reach a prototype (`__proto__`, `constructor.prototype`) are refused, as Fastify's parser did.
 */
export async function readCallBody(request: IncomingMessage, limits: BodyLimits): Promise<CallBody> {
  const header = request.headers['content-type'];
  const media = header === undefined ? '' : mediaTypeOf(header);
  if (media === 'multipart/form-data') {
    const { fields, files } = await readMultipart(request, limits.multipart);
    return { body: fields, files };
  }
  const text = await readText(request, limits.bytes);
  if (text === '') return { body: undefined, files: [] };
  if (media === 'application/x-www-form-urlencoded') return { body: parseForm(text), files: [] };
  if (media === 'application/json') return { body: parseJson(text), files: [] };
  throw new CallerFault(`unsupported content type '${media}'`, 415);
}

function mediaTypeOf(header: string): string {
  const end = header.indexOf(';');
  return (end < 0 ? header : header.slice(0, end)).trim().toLowerCase();
}

/**
 * A form body. fast-querystring keeps a value whose %-escapes are not UTF-8 as the raw escapes
 * (`%ED%A0%80`, a lone surrogate's bytes, would be saved as those nine characters): such a value
 * becomes UndecodableText, which the engine refuses as that field's error.
 */
function parseForm(text: string): Record<string, unknown> {
  const body: Record<string, unknown> = fastQuerystring.parse(text);
  if (!text.includes('%')) return body;
  for (const pair of text.split('&')) {
    if (!pair.includes('%')) continue;
    const at = pair.indexOf('=');
    const rawKey = at < 0 ? pair : pair.slice(0, at);
    const rawValue = at < 0 ? '' : pair.slice(at + 1);
    const key = decodeFormPart(rawKey);
    // An undecodable key stays raw, as fast-querystring keeps it: the engine refuses it as undeclared.
    if (key === undefined || decodeFormPart(rawValue) === undefined) body[key ?? rawKey] = new UndecodableText(rawValue);
  }
  return body;
}

function decodeFormPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new CallerFault('malformed JSON body', 400);
  }
}

/**
 * The whole body as UTF-8, refused (bodyTooLarge) once it passes `limit` bytes, at once when its
 * declared length does. Whatever is left unread then is drained by Node after the answer.
 */
function readText(request: IncomingMessage, limit: number): Promise<string> {
  if (Number(request.headers['content-length']) > limit) return Promise.reject(bodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      reject(bodyTooLarge(limit));
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    };
    const onError = () => {
      stop();
      reject(new CallerFault('body interrupted', 400));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}
