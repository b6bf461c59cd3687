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
