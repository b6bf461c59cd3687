import { logSummaryText, logWords } from '@console/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { insertInSlices } from '../../db/insert-slices.ts';
import type { Orm } from '../../db/orm.ts';
import { appendDemoLogRows, type LogRow } from '../../engine/audit/audit.ts';
import { admins, roles } from '../../engine/auth/auth.tables.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { members } from './member.tables.ts';
import { memberProfileHistory } from './member-profile-history.tables.ts';

const DAY = 86_400;
/** Tests edit the first members' profiles themselves and take the newest: the demo leaves both alone. */
const FIRST = 10_000_100;
const NEWEST_LEFT_OUT = 20;
/** Members with a history: every twentieth, up to this many (the benchmarks seed 200 k members). */
const MOST = 400;

const AVATAR_COLOURS = ['#ee0979', '#4568dc', '#134e5e', '#f7971e', '#1d2b64', '#71b280'] as const;

/** A round demo avatar, one per colour; the same picture again is stored once. */
function avatar(db: Orm, n: number, now: number): Promise<string> {
  const colour = AVATAR_COLOURS[n % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" data-kind="avatar"><rect width="96" height="96" fill="${colour}"/><circle cx="48" cy="38" r="18" fill="#fff" fill-opacity=".85"/><ellipse cx="48" cy="86" rx="30" ry="22" fill="#fff" fill-opacity=".85"/></svg>`;
  return storeGeneratedImage(db, { mime: 'image/svg+xml', data: Buffer.from(svg) }, now);
}

type History = typeof memberProfileHistory.$inferInsert;
type Staff = { id: number; username: string; kind: string };

/** The log row staff's change of one profile field writes (Member/saveNickname, saveUserNo). */
function logRowOf(history: History, staff: Staff): LogRow {
  const params = { fields: logWords('member_field', [history.field as 'nickname']) };
  const action = history.field === 'user_no' ? 'saveUserNo' : 'saveNickname';
  const asValue = (value: string) => (history.field === 'user_no' ? Number(value) : value);
  return {
    createdAt: history.changedAt,
    adminId: staff.id,
    adminName: staff.username,
    roleKind: staff.kind,
    module: 'Member',
    action,
    targetType: 'member',
    targetId: String(history.memberId),
    summary: logSummaryText('member_change', params, 'en-us') ?? '',
    summaryKey: 'member_change',
    summaryParams: params,
    before: { [history.field]: asValue(history.oldValue ?? '') },
    after: { [history.field]: asValue(history.newValue ?? '') },
    result: 'ok',
    status: 200,
    ip: '10.0.0.8',
    requestId: '',
  };
}

/**
 * Demo profile histories (the user page's profile history tab): members renamed themselves in the
 * app after signing up as `user<number>`, chose avatars (now theirs) and moved country; staff
 * tidied some nicknames and gave some pretty numbers, each also in the operation log as the
 * console writes it. Every chain ends in the member's value today. Running it again adds nothing.
 */
export async function insertDemoProfileHistory(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: memberProfileHistory.id }).from(memberProfileHistory).limit(1);
  if (any) return;
  const staff = await db
    .select({ id: admins.id, username: admins.username, kind: roles.kind })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(inArray(admins.username, ['admin', 'operator']))
    .orderBy(asc(admins.id));
  if (staff.length === 0) return;
  const [newest] = await db.select({ id: sql<number>`max(${members.id})` }).from(members);
  const people = (
    await db
      .select({
        id: members.id,
        userNo: members.userNo,
        nickname: members.nickname,
        countryId: members.countryId,
        registeredAt: members.registerTime,
      })
      .from(members)
      .where(and(gt(members.id, FIRST), eq(members.status, 'normal'), sql`${members.id} % 20 = 0`))
      .orderBy(asc(members.id))
      .limit(MOST)
  ).filter((member) => member.id <= Number(newest?.id ?? 0) - NEWEST_LEFT_OUT);
  if (people.length === 0) return;
  const countries = [...new Set(people.map((member) => member.countryId))];
  const avatars = await Promise.all(AVATAR_COLOURS.map((_, n) => avatar(db, n, now)));

  const rows: History[] = [];
  const logs: LogRow[] = [];
  for (const [n, member] of people.entries()) {
    const by = staff[n % staff.length] as Staff;
    // Changes follow each other from sign-up to a week ago, oldest first.
    const start = Math.max(member.registeredAt, now - 400 * DAY);
    const at = (step: number) => start + Math.floor(((now - 7 * DAY - start) * step) / 5);
    const app = (field: string, oldValue: string, newValue: string, step: number): History => ({
      memberId: member.id,
      field,
      oldValue,
      newValue,
      actor: 'app',
      changedAt: at(step),
    });
    const byStaff = (field: string, oldValue: string, newValue: string, step: number): History => {
      const row: History = { ...app(field, oldValue, newValue, step), actor: 'staff', adminId: by.id, adminName: by.username };
      logs.push(logRowOf(row, by));
      return row;
    };
    const tidied = member.id % 60 === 0;
    const chosen = `${member.nickname} ✦✦`;
    rows.push(app('nickname', `user${member.userNo}`, tidied ? chosen : member.nickname, 1));
    if (tidied) rows.push(byStaff('nickname', chosen, member.nickname, 4));
    if (n % 2 === 0 || tidied) {
      const first = avatars[n % avatars.length] as string;
      const now_ = avatars[(n + 1) % avatars.length] as string;
      rows.push(app('avatar', '', first, 2));
      if (n % 4 === 0) rows.push(app('avatar', first, now_, 3));
      await db
        .update(members)
        .set({ avatar: n % 4 === 0 ? now_ : first })
        .where(eq(members.id, member.id));
    }
    if (n % 5 === 0) rows.push(byStaff('user_no', String(member.userNo + 80_000_000), String(member.userNo), 3));
    if (n % 3 === 1 && countries.length > 1) {
      const before = countries[(countries.indexOf(member.countryId) + 1) % countries.length] as number;
      rows.push(app('country_id', String(before), String(member.countryId), 2));
    }
  }
  // In time order, as changes are written: the list's newest first is by id.
  rows.sort((a, b) => a.changedAt - b.changedAt);
  await insertInSlices(db, memberProfileHistory, rows);
  await appendDemoLogRows(db, logs);
}
