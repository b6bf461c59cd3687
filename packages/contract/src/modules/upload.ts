import { z } from 'zod';
import { defineAction } from '../action.ts';

const uploaded = z.object({ url: z.string(), size: z.number().int(), mime: z.string() });

export const uploadPicture = defineAction({
  module: 'UploadFile',
  action: 'uploadPicture',
  summary: 'Upload an image (PNG, JPEG, GIF or WebP, at most 2 MB); answers its URL',
  label: { zh: '上传图片', en: 'Upload an image' },
  permission: 'signedIn',
  mutates: true,
  upload: 'image',
  input: z.object({}),
  output: uploaded,
});

/** A gift or prop animation: SVGA 1.x (a zip of `movie.spec` or `movie.binary`) or 2.x (a zlib stream), checked by content. */
export const uploadSvga = defineAction({
  module: 'UploadFile',
  action: 'uploadSvga',
  summary: 'Upload an SVGA effect (at most 5 MB), recognised by its content; answers its URL',
  label: { zh: '上传SVGA特效', en: 'Upload an SVGA effect' },
  permission: 'signedIn',
  mutates: true,
  upload: 'svga',
  input: z.object({}),
  output: uploaded,
});

/** A gift or prop video effect: an MP4 (`ftyp` first, boxes that fill the file, a `moov` and an `mdat`), checked by content. */
export const uploadVideo = defineAction({
  module: 'UploadFile',
  action: 'uploadvideo',
  summary: 'Upload an MP4 effect (at most 10 MB), recognised by its content; answers its URL',
  label: { zh: '上传视频特效', en: 'Upload an MP4 effect' },
  permission: 'signedIn',
  mutates: true,
  upload: 'video',
  input: z.object({}),
  output: uploaded,
});

/**
 * An xlsx read, not kept (SPEC §7 importExcel): the first column of the first sheet with each
 * value's row, blank cells skipped, so a screen can show what a batch import would take before it
 * runs. At most MAX_IDS_PER_FILE values; refused as the imports refuse a file that is not an xlsx,
 * too large or broken.
 */
export const importExcel = defineAction({
  module: 'UploadFile',
  action: 'importExcel',
  summary: 'Read the first column of an xlsx (at most 5 MB, 5000 values) with its row numbers; nothing is stored',
  label: { zh: '读取Excel', en: 'Read an Excel file' },
  permission: 'signedIn',
  mutates: false,
  upload: 'xlsx',
  input: z.object({}),
  output: z.object({
    list: z.array(z.object({ row: z.number().int(), value: z.string() })),
    total: z.number().int(),
  }),
});
