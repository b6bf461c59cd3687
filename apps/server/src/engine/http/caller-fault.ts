import { Status } from '@console/contract';
import { ActionError } from '../errors.ts';

/**
 * A request the caller got wrong before the engine could read it: a malformed or unterminated body
 * (400), one over the limits (413), or a content type the API does not take (415). Answered with
 * that HTTP status and the envelope's 'invalid input' message, never as a fault.
 */
export class CallerFault extends Error {
  readonly statusCode: 400 | 413 | 415;

  constructor(message: string, statusCode: 400 | 413 | 415) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * A body (or a multipart text field) over its limit. Answered like a file over its size: HTTP 200,
 * status 400 and the limit in the reader's language, so the console shows staff what to shorten;
 * a bare HTTP 413 reached them as an unexplained failure.
 */
export function bodyTooLarge(limitBytes: number): ActionError {
  return new ActionError(Status.invalid, 'body_too_large', { params: { limit: byteSize(limitBytes) } });
}

/** "1 MB", "512 KB": the sizes staff read on the screen. */
export function byteSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
