import { describe, expect, it } from 'vitest';
import { imageRules, setImageUploadLimit } from './upload-limit.ts';

describe('imageRules', () => {
  it('names the limit the server was started with, in either language', () => {
    setImageUploadLimit(3 * 1024 * 1024);
    expect(imageRules('en')).toBe('PNG, JPEG, GIF or WebP, at most 3 MB each');
    setImageUploadLimit(1.5 * 1024 * 1024);
    expect(imageRules('zh-cn')).toBe('PNG、JPEG、GIF 或 WebP,每张不超过 1.5 MB');
  });
});
