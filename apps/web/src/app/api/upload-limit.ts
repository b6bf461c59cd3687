import {
  type ActionSpec,
  COMMON_LABELS,
  IMAGE_UPLOAD_LIMIT_BYTES,
  type LabelLang,
  type Lang,
  translate,
  UPLOAD_LIMITS,
} from '@console/contract';

/**
 * The largest picture the server takes: its setting (IMAGE_UPLOAD_LIMIT_MB, SPEC §9), told with the
 * account information as the shell opens; the contract's default until then.
 */
let imageLimit = IMAGE_UPLOAD_LIMIT_BYTES;

export function setImageUploadLimit(bytes: number): void {
  imageLimit = bytes;
}

const inMb = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

/** What a picture may be, with the server's limit (a form's help under every image field). */
export function imageRules(lang: LabelLang): string {
  return COMMON_LABELS[lang].imageRules.replace('{{size}}', String(inMb(imageLimit)));
}

/**
 * Why a file may not go to this upload action (its kind's limit, in the server's own words with the
 * limit in MB), or null. Checked before sending, so a picture too large is refused without uploading it;
 * the server refuses it the same way.
 */
export function overUploadLimit(
  spec: Pick<ActionSpec, 'upload'>,
  files: Readonly<Record<string, Blob>>,
  lang: Lang,
): string | null {
  if (!spec.upload) return null;
  const limit = spec.upload === 'image' ? imageLimit : UPLOAD_LIMITS[spec.upload];
  if (!Object.values(files).some((file) => file.size > limit)) return null;
  return translate('file_over_limit', lang, { size: inMb(limit) });
}
