import { Status, UPLOAD_LIMITS, type UploadKind } from '@console/contract';
import { ActionError } from './errors.ts';

/**
 * The largest file of each upload kind. The image limit is a setting (IMAGE_UPLOAD_LIMIT_MB, SPEC §9
 * "default 2 MB; configurable"): the server's entry point sets it once at start, before the app is
 * built and any call; tests and tools that build an app keep the default. A process-wide value,
 * like the settings it comes from; the body reader, the upload actions and the page (uidInfo) read it here.
 */
let imageLimit: number = UPLOAD_LIMITS.image;

export function setImageUploadLimit(bytes: number): void {
  imageLimit = bytes;
}

export function uploadLimitOf(kind: UploadKind): number {
  return kind === 'image' ? imageLimit : UPLOAD_LIMITS[kind];
}

/** A file over its limit: refused naming the limit in MB, on the `file` field too. */
export function fileOverLimit(bytes: number): ActionError {
  const size = Number((bytes / (1024 * 1024)).toFixed(1));
  return new ActionError(Status.invalid, 'file_over_limit', { params: { size }, data: { errors: { file: 'file_over_limit' } } });
}
