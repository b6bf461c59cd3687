import { describe, expect, it } from 'vitest';
import {
  ACTIONS_WIDTH,
  actionsWidth,
  cellMinWidth,
  fitColumns,
  headerMinWidth,
  toggleColumn,
  visibleColumns,
} from './columns.ts';
import {
  type FilterSpec,
  initialFilters,
  readListState,
  sameSearch,
  toWireFilters,
  withFirstPage,
  writeListState,
} from './url-state.ts';

const SPECS: FilterSpec[] = [
  { name: 'admin_name', kind: 'text' },
  { name: 'user_no', kind: 'int' },
  { name: 'result', kind: 'choice' },
  { name: 'record', kind: 'bool' },
  { name: 'time', kind: 'timeRange', wire: ['start_time', 'end_time'] },
  { name: 'log_type', kind: 'choice', local: true },
];

describe('list state in the URL', () => {
  it('writes filters and paging, leaving out blanks and defaults', () => {
    const search = writeListState(
      {
        filters: {
          admin_name: ' 李 雷 ',
          user_no: 10000017,
          result: 'ok',
          record: false,
          time: [1700000000, null],
          log_type: 'ban',
        },
        page: 3,
        pageSize: 20,
      },
      SPECS,
      10,
    );
    expect(search).toBe('?admin_name=%E6%9D%8E+%E9%9B%B7&user_no=10000017&result=ok&record=0&time=1700000000%7E&page=3&pn=20');
    expect(writeListState({ filters: { admin_name: '  ', time: [null, null] }, page: 1, pageSize: 10 }, SPECS, 10)).toBe('');
  });

  it('reads back what it wrote, and ignores junk and local-only filters', () => {
    const state = {
      filters: { admin_name: '李 雷', user_no: 10000017, record: true, time: [null, 1700003600] as const },
      page: 2,
      pageSize: 50,
    };
    const search = writeListState(state, SPECS, 10);
    expect(readListState(new URLSearchParams(search), SPECS, 10)).toEqual(state);
    expect(readListState(new URLSearchParams('page=-4&pn=100000&record=maybe&time=x~y&log_type=ban'), SPECS, 10)).toEqual({
      filters: {},
      page: 1,
      pageSize: 10,
    });
  });

  it('starts a filter at its initial value, keeps that out of the URL, and remembers it cleared', () => {
    const specs: FilterSpec[] = [
      { name: 'state', kind: 'choice', initial: 'pending' },
      { name: 'region_id', kind: 'choice' },
    ];
    const at = (search: string) => readListState(new URLSearchParams(search), specs, 10).filters;
    expect(at('')).toEqual({ state: 'pending' });
    expect(initialFilters(specs)).toEqual({ state: 'pending' });
    expect(writeListState({ filters: { state: 'pending', region_id: '1' }, page: 1, pageSize: 10 }, specs, 10)).toBe(
      '?region_id=1',
    );
    const cleared = writeListState({ filters: {}, page: 1, pageSize: 10 }, specs, 10);
    expect(cleared).toBe('?state=');
    expect(at(cleared)).toEqual({});
    expect(at('state=passed')).toEqual({ state: 'passed' });
  });

  it('keeps a user number that is not a number as typed, so the server can say why', () => {
    expect(readListState(new URLSearchParams('user_no=12ab'), SPECS, 10).filters).toEqual({ user_no: '12ab' });
  });

  it('turns filters into the list action’s fields', () => {
    expect(
      toWireFilters({ admin_name: ' x ', user_no: 5, record: false, time: [100, 200], log_type: 'ban', result: '' }, SPECS),
    ).toEqual({ admin_name: 'x', user_no: 5, record: false, start_time: 100, end_time: 200 });
    expect(toWireFilters({ time: [null, 200] }, SPECS)).toEqual({ end_time: 200 });
  });

  it('compares searches by what the URL keeps', () => {
    expect(sameSearch({ admin_name: 'a ', log_type: 'x' }, { admin_name: 'a' }, SPECS)).toBe(true);
    expect(sameSearch({ admin_name: 'a' }, { admin_name: 'b' }, SPECS)).toBe(false);
  });

  it('drops only the page when a page is chosen from the menu', () => {
    expect(withFirstPage('/operationLog/home?module=Member&page=3&pn=20')).toBe('/operationLog/home?module=Member&pn=20');
    expect(withFirstPage('/operationLog/home?page=3')).toBe('/operationLog/home');
    expect(withFirstPage('/home')).toBe('/home');
  });
});

const COLUMNS = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: 'actions', hideable: false }];

describe('column visibility', () => {
  it('hides the chosen columns but never the row actions', () => {
    expect(visibleColumns(COLUMNS, ['b', 'actions']).map((c) => c.key)).toEqual(['a', 'c', 'actions']);
  });

  it('keeps one column when a stored choice would hide them all', () => {
    expect(visibleColumns(COLUMNS, ['a', 'b', 'c']).map((c) => c.key)).toEqual(['a', 'actions']);
  });

  it('toggles a column, refuses to hide the last one and forgets columns that are gone', () => {
    expect(toggleColumn(COLUMNS, [], 'b', false)).toEqual(['b']);
    expect(toggleColumn(COLUMNS, ['b', 'old'], 'c', false)).toEqual(['b', 'c']);
    expect(toggleColumn(COLUMNS, ['b', 'c'], 'a', false)).toEqual(['b', 'c']);
    expect(toggleColumn(COLUMNS, ['b', 'c'], 'b', true)).toEqual(['c']);
    expect(toggleColumn(COLUMNS, [], 'actions', false)).toEqual([]);
  });
});

describe('columns that a pinned one never covers', () => {
  const columns = [{ width: 200 }, { width: 300 }, { width: 100, fixed: 'end' as const }];
  it('keeps the widths of a table that fits, and scrolls exactly as wide as its columns', () => {
    expect(fitColumns(columns, 800)).toEqual({ widths: [200, 300, 100], x: 600, pinEnd: true });
  });
  it('narrows all but the pinned columns of a table a little too wide', () => {
    expect(fitColumns(columns, 500)).toEqual({ widths: [160, 240, 100], x: 500, pinEnd: true });
  });
  it('never narrows a column that keeps its width (lines that must not wrap)', () => {
    const quotas = [{ width: 200 }, { width: 300, keepWidth: true }, { width: 100, fixed: 'end' as const }];
    expect(fitColumns(quotas, 550)).toEqual({ widths: [150, 300, 100], x: 550, pinEnd: true });
  });
  it('never makes a column narrower than its header’s longest word (an English header broke mid-word)', () => {
    const headed = [
      { width: 80, title: 'Pretty number (nickname)' },
      { width: 300, title: 'Note' },
      { width: 100, fixed: 'end' as const },
    ];
    // "(nickname)": ten narrow characters and the cell's padding.
    expect(headerMinWidth('Pretty number (nickname)')).toBe(Math.ceil(10 * 7.5 + 34));
    expect(fitColumns(headed, 1000).widths[0]).toBe(109);
    expect(fitColumns(headed, 470).widths).toEqual([109, 261, 100]);
    // A wide column that its share would take below its header keeps the header's width.
    const narrowing = [{ width: 150, title: 'Registration channel' }, { width: 300 }, { width: 100, fixed: 'end' as const }];
    expect(fitColumns(narrowing, 450).widths).toEqual([126, 224, 100]);
    // Chinese breaks between any two characters: its widest character is enough.
    expect(headerMinWidth('靓号(昵称)')).toBe(14 + 34);
  });
  it('never makes a column narrower than the longest word its cells show on the page (a cell broke mid-word)', () => {
    // "Newcomers": a capital, eight narrow characters and the cell's padding.
    const newcomers = Math.ceil((9.5 + 8 * 7.5) * 1.12 + 18);
    expect(cellMinWidth(['Newcomers', 'VIP hosts', 42, null])).toBe(newcomers);
    expect(cellMinWidth(['新人主播组'])).toBe(Math.ceil(14 * 1.12 + 18));
    expect(cellMinWidth([])).toBe(0);
    // A tag's text sits inside the tag's padding: "Confidential" in a status tag needs that too.
    expect(cellMinWidth(['Confidential'], true)).toBe(cellMinWidth(['Confidential']) + 18);
    // A very long word (a link) may still break rather than crowd every other column.
    expect(cellMinWidth(['https://example.com/a/very/long/path/without/any/space/in/it'])).toBe(220 + 18);
    const groups = [{ width: 60, title: 'Group' }, { width: 300 }, { width: 100, fixed: 'end' as const }];
    expect(fitColumns(groups, 1000, 0, [newcomers, 0, 0]).widths[0]).toBe(newcomers);
    expect(fitColumns(groups, 440, 0, [newcomers, 0, 0]).widths[0]).toBe(newcomers);
  });
  it('lets a much wider table scroll sideways with its row actions still pinned at its end', () => {
    expect(fitColumns(columns, 300, 32)).toEqual({ widths: [200, 300, 100], x: 632, pinEnd: true });
  });
});

describe('the row actions column', () => {
  it('is as wide as the buttons of the row offering most, not as every action the screen has', () => {
    const two = actionsWidth([['详情'], ['详情', '编辑']]);
    expect(two).toBe(Math.ceil(16 + 28 + 16 + 28 + 24));
    // A capital is wider than another Latin letter.
    expect(actionsWidth([['Details', 'Edit']])).toBe(Math.ceil(16 + 9.5 + 6 * 7.5 + 16 + 9.5 + 3 * 7.5 + 24));
  });
  it('stays within its limits, also before the rows come', () => {
    expect(actionsWidth([])).toBe(ACTIONS_WIDTH.min);
    expect(actionsWidth([Array.from({ length: 14 }, () => '取消置顶')])).toBe(ACTIONS_WIDTH.max);
  });
});
