import type { BanRow } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { realSchema } from '../../../kit/form/real-schema.ts';
import { activeMeasures, checkBan, checkLift, expiryOf, imageProblem, measureOf } from './ban-rules.ts';

const schema = realSchema(measureOf('device').ban.input);

describe('ban form rules', () => {
  it('asks for a reason and a duration, in the interface language', () => {
    expect(checkBan(schema, { user_id: 10000001 }, 'en-us')).toEqual({
      ok: false,
      errors: { reason: 'Please give a reason', duration: 'Please choose the number of days' },
    });
    expect(checkBan(schema, { user_id: 10000001, reason: 'porn' }, 'zh-cn')).toEqual({
      ok: false,
      errors: { duration: '请选择天数' },
    });
  });

  it('accepts the SPEC reasons and presets, and refuses anything else with the server’s words', () => {
    expect(checkBan(schema, { user_id: 10000001, reason: 'insult', duration: 'h72' }, 'en-us')).toEqual({ ok: true });
    expect(checkBan(schema, { user_id: 10000001, reason: 'spam', duration: 'h48' }, 'en-us')).toEqual({
      ok: false,
      errors: { reason: 'Invalid option', duration: 'Invalid option' },
    });
  });

  it('takes only our own uploaded evidence, at most 9 images, and evidence text up to 2000 characters', () => {
    const base = { user_id: 10000001, reason: 'porn', duration: 'permanent' };
    const image = (n: number) => `/files/${n.toString(16).padStart(32, '0')}`;
    expect(checkBan(schema, { ...base, evidence_images: [image(1), image(2)] }, 'en-us')).toEqual({ ok: true });
    expect(checkBan(schema, { ...base, evidence_images: ['https://elsewhere.example/x.png'] }, 'en-us')).toMatchObject({
      ok: false,
      errors: { evidence_images: 'Invalid option' },
    });
    const ten = Array.from({ length: 10 }, (_, i) => image(i + 1));
    expect(checkBan(schema, { ...base, evidence_images: ten }, 'en-us')).toMatchObject({
      ok: false,
      errors: { evidence_images: 'Value is too large' },
    });
    expect(checkBan(schema, { ...base, evidence_text: 'x'.repeat(2001) }, 'en-us')).toMatchObject({
      ok: false,
      errors: { evidence_text: 'Over the maximum number of characters' },
    });
  });

  it('needs a reason to lift a measure', () => {
    expect(checkLift('  ', 'en-us')).toBe('Please give a reason');
    expect(checkLift('appeal accepted', 'en-us')).toBeNull();
    expect(checkLift('x'.repeat(501), 'en-us')).toBe('Over the maximum number of characters');
  });
});

describe('evidence and avatar images', () => {
  it('takes PNG, JPEG, GIF and WebP', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(imageProblem({ type }, 'en-us')).toBeNull();
    }
    expect(imageProblem({ type: 'image/svg+xml' }, 'zh-cn')).toBe('请上传 PNG、JPEG、GIF 或 WebP 图片');
    expect(imageProblem({ type: '' }, 'en-us')).toBe('Please upload a PNG, JPEG, GIF or WebP image');
  });
});

describe('measures', () => {
  it('ends 24 h, 72 h or 30 days from now, or never', () => {
    expect(expiryOf('h24', 1000)).toBe(1000 + 86_400);
    expect(expiryOf('h72', 1000)).toBe(1000 + 3 * 86_400);
    expect(expiryOf('d30', 1000)).toBe(1000 + 30 * 86_400);
    expect(expiryOf('permanent', 1000)).toBeNull();
  });

  it('names the server action of each measure and its lifting', () => {
    expect(measureOf('device').ban.action).toBe('bannedDevice');
    expect(measureOf('device').lift.action).toBe('noBannedDevice');
    expect(measureOf('top_room').ban.action).toBe('frozenTopRoomSet');
  });

  it('finds the measure in force of each kind from the history, newest first', () => {
    const row = (id: number, kind: BanRow['kind'], status: BanRow['status']) => ({ id, kind, status }) as BanRow;
    const active = activeMeasures([
      row(5, 'device', 'active'),
      row(4, 'device', 'lifted'),
      row(3, 'id', 'expired'),
      row(2, 'ip', 'active'),
      row(1, 'ip', 'active'),
    ]);
    expect([...active.keys()].sort()).toEqual(['device', 'ip']);
    expect(active.get('ip')?.id).toBe(2);
  });
});
