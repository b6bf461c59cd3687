import { describe, expect, it } from 'vitest';
import { pathId } from './turnover-paths.ts';

describe('the turnover paths', () => {
  it('reads ids from the path, refusing anything but a positive whole number in range', () => {
    expect(pathId('50000010')).toBe(50_000_010);
    expect(['0', '-1', 'abc', '1.5', '99999999999', undefined].map(pathId)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
