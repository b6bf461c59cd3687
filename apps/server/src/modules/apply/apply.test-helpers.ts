import type { ApplicationRow } from '@console/contract';
import type { TestApp } from '../../../test/harness.ts';

/*
 * The staff and calls the application tests share: an operator applies, super admins and an
 * approving role decide. Staff are made as the console makes them (a role, a password), so they
 * sign in and pass the re-check like anyone.
 */

export interface Staff {
  admin: string;
  /** A second super admin. */
  boss: string;
  operator: string;
  /** An admin of a custom role holding the approval screen, named as no application's leader. */
  checker: string;
  /** A country admin of region 1 who may apply. */
  regional: string;
  ids: Record<'admin' | 'boss' | 'operator' | 'checker' | 'regional', number>;
  checkerRoleId: number;
}

/** Adds an admin sharing the operator's password, of a role with these menus (or an existing role). */
async function addAdmin(
  t: TestApp,
  username: string,
  role: { id: number } | { kind: string; menuIds: number[] },
  regionIds?: number[],
) {
  const roleId =
    'id' in role
      ? role.id
      : (
          await t.db.query<{ id: number }>(
            `INSERT INTO role (name, kind, menu_ids, created_at, updated_at) VALUES ($1, $2, $3::integer[], 1, 1) RETURNING id`,
            [`${username} role`, role.kind, role.menuIds],
          )
        ).rows[0]?.id;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO admin (username, password_hash, role_id, region_ids, gold_quota, created_at, updated_at)
     SELECT $1, password_hash, $2, $3::integer[], 1000000, 1, 1 FROM admin WHERE username = 'operator' RETURNING id`,
    [username, roleId, regionIds ?? null],
  );
  return { id: rows[0]?.id as number, roleId: roleId as number };
}

export async function staffFor(t: TestApp): Promise<Staff> {
  const superRole = (await t.db.query<{ id: number }>(`SELECT id FROM role WHERE kind = 'super_admin' LIMIT 1`)).rows[0];
  const boss = await addAdmin(t, 'boss', superRole as { id: number });
  const checker = await addAdmin(t, 'checker', { kind: 'custom', menuIds: [14000, 14004] });
  const regional = await addAdmin(t, 'regional', { kind: 'country_admin', menuIds: [14000, 14001, 14002] }, [1]);
  const { rows } = await t.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM admin WHERE username IN ('admin', 'operator')`,
  );
  const idOf = (name: string) => rows.find((row) => row.username === name)?.id as number;
  return {
    admin: await t.loginRechecked('admin'),
    boss: await t.loginRechecked('boss'),
    operator: await t.loginRechecked('operator'),
    checker: await t.loginRechecked('checker'),
    regional: await t.loginRechecked('regional'),
    ids: { admin: idOf('admin'), boss: boss.id, operator: idOf('operator'), checker: checker.id, regional: regional.id },
    checkerRoleId: checker.roleId,
  };
}

export type Lang = 'en-us' | 'zh-cn';

/** Members of region 1, then of other regions, in id order. */
export async function membersFor(t: TestApp) {
  const query = (where: string) =>
    t.db
      .query<{ id: number }>(`SELECT id FROM member WHERE ${where} ORDER BY id DESC LIMIT 12`)
      .then((r) => r.rows.map((row) => row.id));
  return { inRegion1: await query('region_id = 1'), elsewhere: await query('region_id <> 1') };
}

export function applyCalls(t: TestApp) {
  const apply = (token: string, body: Record<string, unknown>, lang: Lang = 'en-us') =>
    t.call<ApplicationRow>(
      'SendCoins/addCoinsApply',
      { issue_type: '1', usd_amount: 0, reason: 'Event prize', ...body },
      { token, lang },
    );
  const edit = (token: string, body: Record<string, unknown>, lang: Lang = 'en-us') =>
    t.call<ApplicationRow>(
      'SendCoins/editCoinsApply',
      { issue_type: '1', usd_amount: 0, reason: 'Event prize', ...body },
      { token, lang },
    );
  const approve = (token: string, id: number, hash: string, lang: Lang = 'en-us') =>
    t.call<{ id: number; state: string; members: number; total: number; posting_ids: number[] }>(
      'SendCoins/approveApply',
      { id, hash },
      { token, lang },
    );
  const reject = (token: string, id: number, hash: string, reason?: string, lang: Lang = 'en-us') =>
    t.call<ApplicationRow>('SendCoins/rejectApply', { id, hash, ...(reason === undefined ? {} : { reason }) }, { token, lang });
  const withdraw = (token: string, id: number, lang: Lang = 'en-us') =>
    t.call<ApplicationRow>('SendCoins/withdrawApply', { id }, { token, lang });
  const list = (token: string, action: 'applyList' | 'approvalList', filters: Record<string, unknown> = {}) =>
    t.call<{ list: ApplicationRow[]; total: number }>(`SendCoins/${action}`, { pn: 100, ...filters }, { token });
  return { apply, edit, approve, reject, withdraw, list };
}

export const postingsUnder = async (t: TestApp, id: number) =>
  (
    await t.db.query<{
      member_id: number;
      amount: number;
      admin_id: number;
      admin_name: string;
      issue_type: string;
      reason: string;
    }>(
      'SELECT member_id, amount, admin_id, admin_name, issue_type, reason FROM ledger_posting WHERE source_key = $1 ORDER BY member_id',
      [`application:${id}`],
    )
  ).rows;

export const goldOf = async (t: TestApp, ids: number[]) =>
  (await t.db.query<{ id: number; gold: number }>('SELECT id, gold FROM member WHERE id = ANY($1) ORDER BY id', [ids])).rows;

export const goldUsedOf = async (t: TestApp, adminId: number) =>
  Number((await t.db.query<{ used: number }>('SELECT gold_used AS used FROM admin WHERE id = $1', [adminId])).rows[0]?.used);

export const applicationCount = async (t: TestApp) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM application')).rows[0]?.n;

/** The ledger's consistency report (as a super admin asks it): empty lists when every balance is its entries. */
export const ledgerCheck = async (t: TestApp, token: string) =>
  (await t.call<{ mismatches: unknown[]; unbalanced_postings: number[] }>('Ledger/ledgerCheck', {}, { token })).data;
