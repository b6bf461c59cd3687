import { sensitiveWordActions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { mayCallWith } from './permissions.ts';

const { sensitiveWords } = sensitiveWordActions;
const save = sensitiveWords.save as NonNullable<typeof sensitiveWords.save>;
const menu = [21003];
const none = { denied: [], overrides: {} };

describe('mayCallWith: the server’s permission rule on the client', () => {
  it('needs the menu id, like the server', () => {
    expect(mayCallWith(save, menu, none)).toBe(true);
    expect(mayCallWith(save, [1001], none)).toBe(false);
    expect(mayCallWith(save, [], none)).toBe(false);
  });

  it('hides an action the role denies although it holds the menu', () => {
    expect(mayCallWith(save, menu, { denied: ['SensitiveWords/save'], overrides: {} })).toBe(false);
    expect(mayCallWith(sensitiveWords.list, menu, { denied: ['SensitiveWords/save'], overrides: {} })).toBe(true);
  });

  it('hides the export of a list the role denies (the same rows as a file), like the server', () => {
    const exporting = sensitiveWords.export as NonNullable<typeof sensitiveWords.export>;
    expect(mayCallWith(exporting, menu, { denied: ['SensitiveWords/list'], overrides: {} })).toBe(false);
    expect(mayCallWith(exporting, menu, { denied: ['SensitiveWords/save'], overrides: {} })).toBe(true);
  });

  it('lets a per-admin override decide alone, either way', () => {
    expect(mayCallWith(save, menu, { denied: [], overrides: { 'SensitiveWords/save': false } })).toBe(false);
    expect(mayCallWith(save, [1001], { denied: [], overrides: { 'SensitiveWords/save': true } })).toBe(true);
    expect(mayCallWith(save, menu, { denied: ['SensitiveWords/save'], overrides: { 'SensitiveWords/save': true } })).toBe(true);
  });

  it('lets anyone signed in call signed-in actions', () => {
    expect(mayCallWith({ module: 'Power', action: 'leftMenu', permission: 'signedIn' }, [], none)).toBe(true);
  });
});
