import { describe, expect, it } from 'vitest';
import { id, idList, int, text } from './fields.ts';

describe('form-friendly fields', () => {
  it('reads integers from numbers and decimal strings only', () => {
    expect(int().parse('42')).toBe(42);
    expect(int().parse(-3)).toBe(-3);
    expect(int().safeParse('4x').error?.issues[0]?.message).toBe('not_number');
    expect(int().safeParse(1.5).error?.issues[0]?.message).toBe('not_integer');
    expect(int({ max: 10 }).safeParse(11).error?.issues[0]?.message).toBe('too_large');
  });

  it('refuses numbers padded with spaces: only clean digits are read as a number', () => {
    expect(int().parse('12')).toBe(12);
    for (const padded of [' 12 ', '12 ', ' 12', '\t12', '12\n']) {
      expect(int().safeParse(padded).error?.issues[0]?.message, JSON.stringify(padded)).toBe('not_number');
      expect(id().safeParse(padded).error?.issues[0]?.message, JSON.stringify(padded)).toBe('invalid_id');
    }
  });

  it("answers 'This ID is invalid' for anything but a positive whole id", () => {
    for (const bad of ['abc', 0, -1, 1.5, '1e3', Number.NaN, '9'.repeat(20), 2_147_483_648, 2_047_746_508_510_394]) {
      expect(id().safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('invalid_id');
    }
    expect(id().parse('10000001')).toBe(10000001);
  });

  it('reads comma-separated id lists (also full-width commas and spaces)', () => {
    expect(idList().parse('1,2， 3 4')).toEqual([1, 2, 3, 4]);
    expect(idList().parse([5, 6])).toEqual([5, 6]);
    expect(idList({ max: 2 }).safeParse('1,2,3').error?.issues[0]?.message).toBe('too_large');
    expect(idList().safeParse('1,x').error?.issues[0]?.message).toBe('invalid_id');
    expect(idList().safeParse('1,2147483648').error?.issues[0]?.message).toBe('invalid_id');
  });

  it('trims text and refuses over-long text', () => {
    expect(text().parse('  a  ')).toBe('a');
    expect(text({ max: 3 }).safeParse('abcd').error?.issues[0]?.message).toBe('too_long');
    expect(text({ required: 'account_empty' }).safeParse(undefined).error?.issues[0]?.message).toBe('account_empty');
  });
});
