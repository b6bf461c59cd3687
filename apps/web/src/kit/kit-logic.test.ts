import { MenuIds, resource } from '@console/contract';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  allState,
  countriesOfRegion,
  groupState,
  invertSelection,
  selectAll,
  showsGroupTicks,
  toggleGroup,
} from './country-picker-logic.ts';
import { formatUnixTime } from './format.ts';
import { resourceColumns, wordsOf } from './resource/resource-fields.tsx';

const countries = [
  { id: 1, country_region: 4, group: 1 },
  { id: 2, country_region: 4, group: 1 },
  { id: 3, country_region: 4, group: 2 },
  { id: 4, country_region: 4, group: 3 },
  { id: 5, country_region: 2, group: 0 },
];

describe('country picker (SPEC §2)', () => {
  it('shows the language-group ticks only for region 4', () => {
    expect(showsGroupTicks(4)).toBe(true);
    expect(showsGroupTicks(2)).toBe(false);
    expect(showsGroupTicks(undefined)).toBe(false);
  });

  it('treats region -1, 98 or none as all', () => {
    expect(countriesOfRegion(countries, 98)).toHaveLength(5);
    expect(countriesOfRegion(countries, -1)).toHaveLength(5);
    expect(countriesOfRegion(countries, undefined)).toHaveLength(5);
    expect(countriesOfRegion(countries, 2).map((c) => c.id)).toEqual([5]);
  });

  it('selects all and inverts within the shown options, keeping picks from elsewhere', () => {
    const region4 = countriesOfRegion(countries, 4);
    expect(selectAll(region4)).toEqual([1, 2, 3, 4]);
    expect(invertSelection(region4, [1, 3, 99])).toEqual([99, 2, 4]);
    expect(allState(region4, [])).toBe('none');
    expect(allState(region4, [1])).toBe('some');
    expect(allState(region4, [1, 2, 3, 4])).toBe('all');
  });

  it('ticks a language group on and off without touching other picks', () => {
    const region4 = countriesOfRegion(countries, 4);
    const english = toggleGroup(region4, [3], 1, true);
    expect(english.sort()).toEqual([1, 2, 3]);
    expect(groupState(region4, english, 1)).toBe('all');
    expect(groupState(region4, [1], 1)).toBe('some');
    expect(groupState(region4, [], 3)).toBe('none');
    expect(toggleGroup(region4, english, 1, false)).toEqual([3]);
  });
});

describe('resource columns', () => {
  const notes = resource({
    module: 'TestNotes',
    namespace: 'testNotes',
    menu: MenuIds.sensitiveWords,
    labels: {
      'zh-cn': { noun: '记录', fields: { ip: 'IP', count: '次数', seen_at: '时间' }, columnTitles: { ip: 'IP (次数)' } },
      en: { noun: 'note', fields: { ip: 'IP', count: 'Count', seen_at: 'Seen' }, columnTitles: { ip: 'IP (count)' } },
    },
    fields: {
      ip: { kind: 'text' },
      count: { kind: 'int', shownIn: 'ip' },
      channel: { kind: 'int', wireOnly: true },
      seen_at: { kind: 'time' },
    },
    actions: {},
  });
  const text = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node)).replace(/<[^>]+>/g, '');

  it('show a field inside another’s column under the labels’ title, and no wire-only field', () => {
    const columns = resourceColumns(notes, wordsOf(notes, 'en'), 'en');
    expect(columns.map((column) => [column.key, column.title])).toEqual([
      ['ip', 'IP (count)'],
      ['seen_at', 'Seen'],
    ]);
    const row = { id: 1, ip: '10.0.0.1', count: 3, channel: 2, seen_at: 0 };
    expect(text(columns[0]?.render?.(row))).toBe('10.0.0.1 (3)');
    // A legacy 0 is a time that never came: the empty mark, not 1970.
    expect(text(columns[1]?.render?.(row))).toBe('—');
    expect(text(columns[1]?.render?.({ ...row, seen_at: 1_741_064_767 }))).toBe(formatUnixTime(1_741_064_767));
  });

  it('leave out who reviewed, when and why while a review queue lists its pending rows', () => {
    const queue = resource({
      module: 'TestQueue',
      namespace: 'testQueue',
      menu: MenuIds.sensitiveWords,
      labels: {
        'zh-cn': { noun: '申请', fields: { state: '状态', reviewed_by_name: '审核人', reviewed_at: '审核时间' } },
        en: { noun: 'application', fields: { state: 'State', reviewed_by_name: 'Reviewer', reviewed_at: 'Reviewed' } },
      },
      fields: {
        state: { kind: 'enum', values: ['pending', 'passed', 'refused'], filter: 'eq' },
        reviewed_by_name: { kind: 'admin' },
        reviewed_at: { kind: 'time', nullable: true },
      },
      actions: { list: 'queueList' },
      review: { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' }, check: 'queueCheck' },
    });
    const columns = resourceColumns(queue, wordsOf(queue, 'en'), 'en');
    const shown = (filters: Record<string, unknown>) =>
      columns.filter((column) => column.shownWith?.(filters) !== false).map((column) => column.key);
    expect(shown({ state: 'pending' })).toEqual(['state']);
    expect(shown({ state: 'passed' })).toEqual(['state', 'reviewed_by_name', 'reviewed_at']);
    expect(shown({})).toEqual(['state', 'reviewed_by_name', 'reviewed_at']);
    // A list without a review preset keeps every column whatever its filters.
    expect(resourceColumns(notes, wordsOf(notes, 'en'), 'en').every((column) => column.shownWith === undefined)).toBe(true);
  });
});
