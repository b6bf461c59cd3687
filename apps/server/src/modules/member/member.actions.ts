import { memberActions } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { implement, readingReplica } from '../../engine/context.ts';
import { copyInteger, copyText, copyTime } from '../../engine/export/copy-cells.ts';
import { implementExport } from '../../engine/export/export.ts';
import { exportTime } from '../../engine/export/export-columns.ts';
import { runList } from '../../engine/list/list.ts';
import type { TargetLocator } from '../../engine/scope.ts';
import { members } from './member.tables.ts';
import { insertDemoBlocks } from './member-blocks.demo.ts';
import { memberBlockActionList } from './member-blocks.ts';
import { findMember } from './member-detail.ts';
import { memberEditActions } from './member-edit.actions.ts';
import { memberHistoryActionList } from './member-history.actions.ts';
import { liveMeasure, memberList } from './member-list.ts';
import { memoActions } from './member-memo.actions.ts';
import { moderationActions } from './member-moderation.actions.ts';
import { memberPlaces } from './member-places.ts';
import { memberProfileActionList } from './member-profile.actions.ts';
import { insertDemoProfileHistory } from './member-profile-history.demo.ts';
import { memberRecordActionList } from './member-records.actions.ts';
import { insertDemoRegionChanges } from './member-region-change.demo.ts';
import { insertDemoRequests } from './member-requests.demo.ts';
import { memberRequestActionList } from './member-requests.ts';
import { setMemberRole } from './member-role.actions.ts';
import { insertDemoRoles } from './member-special.demo.ts';
import { memberSpecialActionList } from './member-special.ts';
import { memberTagActionList } from './member-tag.actions.ts';

const list = readingReplica(implement(memberActions.memberList, (input, ctx) => runList(ctx, memberList, input)));

const listExport = implementExport(memberActions.memberListExport, {
  list: memberList,
  fileName: 'members',
  // Each cell also in SQL (`copy`), so a CSV of every member is one COPY on PostgreSQL.
  columns: [
    { header: { zh: '用户ID', en: 'Member ID' }, value: (m) => m.id, copy: () => copyInteger(members.id) },
    { header: { zh: '靓号', en: 'Pretty number' }, value: (m) => m.user_no, copy: () => copyInteger(members.userNo) },
    { header: { zh: '昵称', en: 'Nickname' }, value: (m) => m.nickname, copy: () => copyText(members.nickname) },
    { header: { zh: '国家', en: 'Country' }, value: (m) => m.country_id, copy: () => copyInteger(members.countryId) },
    {
      header: { zh: '财富等级', en: 'Wealth level' },
      value: (m) => m.wealth_level,
      copy: () => copyInteger(members.wealthLevel),
    },
    { header: { zh: '金币', en: 'Gold' }, value: (m) => m.gold, copy: () => copyInteger(members.gold) },
    { header: { zh: '钻石', en: 'Diamonds' }, value: (m) => m.diamond, copy: () => copyInteger(members.diamond) },
    {
      header: { zh: '注册时间', en: 'Registered' },
      value: (m) => exportTime(m.register_time),
      copy: ({ timeZone }) => copyTime(members.registerTime, timeZone),
    },
    {
      header: { zh: '最后登录', en: 'Last login' },
      value: (m) => exportTime(m.last_login_time),
      copy: ({ timeZone }) => copyTime(members.lastLoginTime, timeZone),
    },
    {
      header: { zh: '状态', en: 'Status' },
      value: (m) => (m.banned ? 'banned' : m.status),
      // EXISTS, not the list's per-row probe: over every member PostgreSQL hashes the live bans once.
      copy: ({ now }) => copyText(sql`CASE WHEN ${liveMeasure('id', now)} THEN 'banned' ELSE ${members.status} END`),
    },
  ],
});

const locateMember: TargetLocator = async (connection, id) => {
  const { rows } = await connection.query<{ region_id: number; country_id: number }>(
    'SELECT region_id, country_id FROM member WHERE id = $1',
    [id],
  );
  return rows[0] && { regionId: rows[0].region_id, countryId: rows[0].country_id };
};

export const memberModule = {
  name: 'member',
  actions: [
    list,
    findMember,
    listExport,
    setMemberRole,
    ...moderationActions,
    ...memoActions,
    ...memberEditActions,
    ...memberTagActionList,
    ...memberProfileActionList,
    ...memberRecordActionList,
    ...memberBlockActionList,
    ...memberRequestActionList,
    ...memberSpecialActionList,
    ...memberHistoryActionList,
  ],
  scopedEntities: { member: locateMember },
  references: { member: memberPlaces },
  demo: async (db: Orm, now: number) => {
    await insertDemoBlocks(db, now);
    await insertDemoRequests(db, now);
    await insertDemoRoles(db, now);
    await insertDemoRegionChanges(db, now);
    await insertDemoProfileHistory(db, now);
  },
};
