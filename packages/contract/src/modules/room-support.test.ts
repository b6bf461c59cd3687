import { describe, expect, it } from 'vitest';
import { fieldLabel, type LabelLang, valueLabel } from '../resource/labels.ts';
import { activitySupports, SKIP_REASONS, supportGrants, supportRooms, supportSkips } from './room-support.ts';
import { poorBlacklist, poorRooms } from './room-support-poor.ts';

const LANGS: LabelLang[] = ['zh-cn', 'en'];

describe('room support words', () => {
  it('names every skip reason 3–19 in both languages (the wording is ours: SPEC gives the numbers)', () => {
    expect(SKIP_REASONS).toEqual(Array.from({ length: 17 }, (_, n) => n + 3));
    for (const lang of LANGS) {
      const words = SKIP_REASONS.map((code) => valueLabel(supportSkips.labels, lang, 'reason_code', String(code)));
      expect(words.every((word, n) => word !== String(SKIP_REASONS[n]))).toBe(true);
      expect(new Set(words).size).toBe(SKIP_REASONS.length);
    }
  });

  it('labels every field of every room-support screen in both languages', () => {
    for (const resource of [supportRooms, supportGrants, activitySupports, supportSkips, poorBlacklist, poorRooms]) {
      for (const lang of LANGS) {
        for (const field of Object.keys(resource.fields)) {
          expect(fieldLabel(resource.labels, lang, field), `${resource.namespace}.${field} in ${lang}`).not.toBe(field);
        }
      }
    }
  });
});
