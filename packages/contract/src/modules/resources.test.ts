import { describe, expect, it } from 'vitest';
import { menuIdAt } from '../menu.ts';
import { isResource, resource } from '../resource/index.ts';
import { deviceBlacklist } from './device-blacklist.ts';
import { RESOURCES } from './resources.ts';

describe('the resource registry', () => {
  it("finds every module's resources among the barrel's exports, each once", () => {
    expect(RESOURCES).toContain(deviceBlacklist);
    expect(new Set(RESOURCES).size).toBe(RESOURCES.length);
    expect(RESOURCES.every(isResource)).toBe(true);
  });

  it('tells a declared resource from an object of the same shape', () => {
    expect(isResource({ ...deviceBlacklist })).toBe(false);
    const declared = resource({
      module: 'Probe',
      namespace: 'probe',
      menu: 1001,
      fields: {},
      labels: { 'zh-cn': { noun: '探针', fields: {} }, en: { noun: 'probe', fields: {} } },
      actions: { list: 'list' },
    });
    expect(isResource(declared)).toBe(true);
  });

  it('names a screen by its MENU path, and refuses a path MENU does not have', () => {
    expect(menuIdAt('/riskcontrolManagement/deviceBlackList')).toBe(21001);
    expect(() => menuIdAt('/riskcontrolManagement/nowhere')).toThrow(/no menu entry/);
  });
});
