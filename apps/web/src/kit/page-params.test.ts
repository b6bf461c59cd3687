import { groupActions, MenuIds, RESOURCES, recordTabsOf, resource, roomActions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list/url-state.ts';
import { searchOfTab, tabIn, withKeptParams } from './page-params.ts';

const RECORD_TABS = ['groupMember', 'groupMessage'] as const;

describe('the chosen tab in the URL', () => {
  it('is the tab `?tab=` names, else the first (none, an unknown or a hidden one)', () => {
    expect(tabIn('?id=5&tab=groupMessage', RECORD_TABS)).toBe('groupMessage');
    expect(tabIn('?id=5', RECORD_TABS)).toBe('groupMember');
    expect(tabIn('?id=5&tab=zones', RECORD_TABS)).toBe('groupMember');
    expect(tabIn('', [])).toBeUndefined();
  });

  it('opens another tab keeping the record, dropping the last tab’s filters and page', () => {
    const on = '?id=5&tab=groupMember&nickname=Ann&page=2';
    expect(searchOfTab(on, ['id'], 'groupMessage', 'groupMember')).toBe('?id=5&tab=groupMessage');
    // The first tab is named by no param: the page's plain address stays as it was.
    expect(searchOfTab('?id=5&tab=groupMessage&sender_no=7', ['id'], 'groupMember', 'groupMember')).toBe('?id=5');
  });

  it('on a screen of tabs keeps nothing else, and its first tab is its plain address', () => {
    expect(searchOfTab('?name=x&page=3', [], 'members', 'groups')).toBe('?tab=members');
    expect(searchOfTab('?tab=members&group_id=9', [], 'groups', 'groups')).toBe('');
  });
});

describe('a list inside a page of its own params', () => {
  const filters = [
    { name: 'sender_no', kind: 'int' as const },
    { name: 'sent', kind: 'timeRange' as const },
  ];

  it('writes its filters and page after the record and the tab', () => {
    const state = { filters: { sender_no: 1001, sent: [100, 200] as const }, page: 2, pageSize: 10 };
    const search = withKeptParams('?id=5&tab=groupMessage&page=4', ['id', 'tab'], writeListState(state, filters, 10));
    expect(search).toBe('?id=5&tab=groupMessage&sender_no=1001&sent=100%7E200&page=2');
    // Read back, the list finds its own state and nothing of the page's.
    expect(readListState(new URLSearchParams(search), filters, 10)).toEqual(state);
    // A reset leaves the record and the tab.
    expect(withKeptParams(search, ['id', 'tab'], '')).toBe('?id=5&tab=groupMessage');
  });

  it('never writes a param of the page as its own', () => {
    expect(withKeptParams('?id=5', ['id'], '?id=99&page=2')).toBe('?id=5&page=2');
  });

  it('alone on its page writes its own search only, as before', () => {
    expect(withKeptParams('?anything=1', [], '?page=2')).toBe('?page=2');
  });
});

describe('record tabs by declaration', () => {
  it('are the resources naming the parent, in declaration order, by their parent field', () => {
    const tabs = recordTabsOf(groupActions.groups, RESOURCES);
    expect(tabs.map((tab) => [tab.resource.namespace, tab.field])).toEqual([
      ['groupMember', 'group_id'],
      ['groupMessage', 'group_id'],
    ]);
    expect(recordTabsOf(roomActions.rooms, RESOURCES)).toEqual([]);
  });

  it('refuse a child whose list cannot filter by the parent field', () => {
    const notes = resource({
      module: 'TestNotes',
      namespace: 'testNotes',
      menu: MenuIds.sensitiveWords,
      recordTabOf: { resource: 'group', field: 'group_id' },
      labels: { 'zh-cn': { noun: '记录', fields: { group_id: '群组' } }, en: { noun: 'note', fields: { group_id: 'Group' } } },
      fields: { group_id: { kind: 'int' } },
      actions: { list: 'noteList' },
    });
    expect(() => recordTabsOf(groupActions.groups, [notes])).toThrow(/group_id needs filter: 'eq'/);
  });
});
