import { describe, expect, it } from 'vitest';
import { isIdNumber, pairsOf, parsePattern, shapeOf } from './id-number.ts';

describe('a pretty number', () => {
  it('is 4 to 12 digits, leading zeros included', () => {
    for (const good of ['1234', '0123', '123456789012']) expect(isIdNumber(good)).toBe(true);
    for (const bad of ['123', '1234567890123', '12a4', '12 34', '１２３４', '', '-1234']) expect(isIdNumber(bad)).toBe(false);
  });

  it('counts pairs of equal digits side by side, without overlap', () => {
    expect(pairsOf('112233')).toBe(3);
    expect(pairsOf('888888')).toBe(3);
    expect(pairsOf('888')).toBe(1);
    expect(pairsOf('5201314')).toBe(0);
    expect(pairsOf('1221')).toBe(1);
    expect(pairsOf('11223344')).toBe(4);
    expect(pairsOf('1000')).toBe(1);
  });

  it('has a letter shape: the first digit is A, the next new one B…', () => {
    expect(shapeOf('112233')).toBe('AABBCC');
    expect(shapeOf('520520')).toBe('ABCABC');
    expect(shapeOf('8888')).toBe('AAAA');
    expect(shapeOf('1212')).toBe('ABAB');
    expect(shapeOf('1234567890')).toBe('ABCDEFGHIJ');
  });
});

describe('the search pattern', () => {
  it('turns digits with ? and * into a LIKE matching the whole number', () => {
    expect(parsePattern('*888')).toEqual({ like: '%888' });
    expect(parsePattern(' 520* ')).toEqual({ like: '520%' });
    expect(parsePattern('1?1?')).toEqual({ like: '1_1_' });
    expect(parsePattern('**52**0')).toEqual({ like: '%52%0' });
    expect(parsePattern('8888')).toEqual({ like: '8888' });
  });

  it('reads letters as a shape, by their repeats rather than their names, in either case', () => {
    expect(parsePattern('AABB')).toEqual({ shape: 'AABB' });
    expect(parsePattern('xxyy')).toEqual({ shape: 'AABB' });
    expect(parsePattern('ABCABC')).toEqual({ shape: 'ABCABC' });
    expect(parsePattern('BABA')).toEqual({ shape: 'ABAB' });
  });

  it('refuses what is neither: mixed, other signs, only stars, too long or too short shapes', () => {
    for (const bad of [
      'A1B2',
      '88-88',
      '***',
      '*',
      '1234567890123',
      '?????????????',
      'AAA',
      'ABCDEFGHIJKLM',
      'ABCDEFGHIJK',
      '',
      '8 8',
    ]) {
      expect(parsePattern(bad), bad).toBeNull();
    }
  });
});
