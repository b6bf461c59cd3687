import { z } from 'zod';
import { defineAction } from '../action.ts';

export const uploadPicture = defineAction({
  module: 'UploadFile',
  action: 'uploadPicture',
  summary: 'Upload an image (PNG, JPEG, GIF or WebP, at most 2 MB); answers its URL',
  label: { zh: '上传图片', en: 'Upload an image' },
  permission: 'signedIn',
  mutates: true,
  upload: 'image',
  input: z.object({}),
  output: z.object({ url: z.string(), size: z.number().int(), mime: z.string() }),
});
