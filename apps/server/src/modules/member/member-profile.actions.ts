import { logWord, regionWord, memberProfileActions as spec } from '@console/contract';
import { hashPassword } from '../../engine/auth/passwords.ts';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { forbidden, invalid, notFound } from '../../engine/errors.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { implementSpecial } from '../../engine/special.ts';
import { members } from './member.tables.ts';
import { change, changed, type MemberField } from './member-change.ts';

const DAY = 86_400;

const setMemberInfo = implementSpecial(spec.setMemberInfo, {
  lock: members,
  run: (input, ctx) => {
    const { user_id, ...fields } = input;
    // The gender is chosen among declared values, sent as text; the column holds its number.
    const values = Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [field, field === 'gender' ? Number(value) : value]),
    );
    if (Object.keys(values).length === 0) throw invalid('required');
    return change(ctx, user_id, values, changed(...(Object.keys(values) as MemberField[])));
  },
});

/** The hash is made before the transaction (argon2 is slow); the password itself is never logged. */
const savePassword = implementSpecial(spec.savePassword, {
  lock: members,
  prepare: (input) => hashPassword(input.password),
  run: async (input, ctx, _member, passwordHash) => {
    await ctx.sql.query('UPDATE member SET password_hash = $2 WHERE id = $1', [input.user_id, passwordHash]);
    ctx.audit({ message: { key: 'member_password' } });
    return { user_id: input.user_id };
  },
});

/** A scoped admin may only move a member between regions they both reach. */
const editRegion = implementSpecial(spec.editRegion, {
  lock: members,
  run: (input, ctx) => {
    // No country matches -1: a country-scoped admin needs the whole target region to move someone there.
    if (!scopeAllows(ctx.scope, input.region_id, -1)) throw forbidden('out_of_region');
    return change(
      ctx,
      input.user_id,
      { region_id: input.region_id },
      {
        key: 'member_move_region',
        params: { region: regionWord(input.region_id) },
      },
    );
  },
});

interface AuthenticationRecord {
  real_name: string;
  id_number: string;
  state: (typeof spec.AUTHENTICATION_STATES)[number];
  reject_reason: string;
  updated_at: number;
  updated_by_name: string;
}

async function authenticationOf(ctx: ActionContext, userId: number, lock = false): Promise<AuthenticationRecord | undefined> {
  const { rows } = await ctx.sql.query<AuthenticationRecord>(
    `SELECT real_name, id_number, state, reject_reason, updated_at, updated_by_name
       FROM member_authentication WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

function authenticationView(userId: number, record: AuthenticationRecord | undefined) {
  return {
    user_id: userId,
    real_name: record?.real_name ?? '',
    id_number_tail: record ? record.id_number.slice(-4) : '',
    state: record?.state ?? 'none',
    reject_reason: record?.reject_reason ?? '',
    updated_at: record?.updated_at ?? 0,
    updated_by_name: record?.updated_by_name ?? '',
  };
}

/** What the log keeps of an authentication: never the whole id number. */
const loggable = (view: ReturnType<typeof authenticationView>) => ({
  real_name: view.real_name,
  id_number_tail: view.id_number_tail,
  state: view.state,
});

async function assertMember(ctx: ActionContext, userId: number) {
  const { rows } = await ctx.sql.query('SELECT 1 FROM member WHERE id = $1', [userId]);
  if (rows.length === 0) throw notFound();
}

const authenticateInfo = implement(spec.authenticateInfo, async (input, ctx) => {
  await assertMember(ctx, input.user_id);
  return authenticationView(input.user_id, await authenticationOf(ctx, input.user_id));
});

const saveAuthenticateInfo = implementSpecial(spec.saveAuthenticateInfo, {
  lock: members,
  run: async (input, ctx) => {
    const before = authenticationView(input.user_id, await authenticationOf(ctx, input.user_id, true));
    await ctx.sql.query(
      `INSERT INTO member_authentication (member_id, real_name, id_number, state, reject_reason, updated_at, updated_by_name)
     VALUES ($1, $2, $3, 'pending', '', $4, $5)
     ON CONFLICT (member_id) DO UPDATE SET real_name = EXCLUDED.real_name, id_number = EXCLUDED.id_number,
       state = 'pending', reject_reason = '', updated_at = EXCLUDED.updated_at, updated_by_name = EXCLUDED.updated_by_name`,
      [input.user_id, input.real_name, input.id_number, ctx.now, ctx.admin.username],
    );
    const after = authenticationView(input.user_id, await authenticationOf(ctx, input.user_id));
    ctx.audit({
      targetType: 'member',
      targetId: input.user_id,
      message: { key: 'realname_enter' },
      before: loggable(before),
      after: loggable(after),
    });
    return after;
  },
});

const checkAuthenticate = implementSpecial(spec.checkAuthenticate, {
  lock: members,
  run: async (input, ctx) => {
    if (!input.pass && !input.reason) throw invalid('reason_required', { reason: 'reason_required' });
    const record = await authenticationOf(ctx, input.user_id, true);
    if (record?.state !== 'pending') throw invalid('not_pending');
    const state = input.pass ? 'passed' : 'rejected';
    await ctx.sql.query(
      `UPDATE member_authentication SET state = $2, reject_reason = $3, updated_at = $4, updated_by_name = $5 WHERE member_id = $1`,
      [input.user_id, state, input.pass ? '' : (input.reason ?? ''), ctx.now, ctx.admin.username],
    );
    ctx.audit({
      targetType: 'member',
      targetId: input.user_id,
      message: input.pass ? { key: 'realname_pass' } : { key: 'realname_reject', params: { reason: input.reason ?? '' } },
      before: { state: record.state },
      after: { state },
    });
    return authenticationView(input.user_id, await authenticationOf(ctx, input.user_id));
  },
});

/** Level 0 takes SVIP away; any other level needs the number of days it lasts from now. */
const subVipSet = implementSpecial(spec.subVipSet, {
  lock: members,
  run: (input, ctx) => {
    if (input.svip_level > 0 && input.days === undefined) throw invalid('days_required', { days: 'days_required' });
    const expiresAt = input.svip_level > 0 ? ctx.now + (input.days ?? 0) * DAY : null;
    return change(
      ctx,
      input.user_id,
      { svip_level: input.svip_level, svip_expires_at: expiresAt },
      input.svip_level > 0
        ? { key: 'svip_set', params: { level: input.svip_level, days: input.days ?? 0 } }
        : { key: 'svip_remove' },
    );
  },
});

const gameLevelInfo = implement(spec.gameLevelInfo, async (input, ctx) => {
  const { rows } = await ctx.sql.query<{ game_level: number; game_privilege: boolean }>(
    'SELECT game_level, game_privilege FROM member WHERE id = $1',
    [input.user_id],
  );
  if (!rows[0]) throw notFound();
  return { user_id: input.user_id, ...rows[0] };
});

const gamePrivilegeSet = implement(spec.gamePrivilegeSet, (input, ctx) =>
  change(ctx, input.user_id, { game_privilege: input.enabled }, { key: input.enabled ? 'games_allow' : 'games_forbid' }),
);

const userUnbind = implementSpecial(spec.userUnbind, {
  lock: members,
  run: async (input, ctx) => {
    const { rows } = await ctx.sql.query<{ external_id: string; bound_at: number }>(
      'DELETE FROM member_binding WHERE member_id = $1 AND channel = $2 RETURNING external_id, bound_at',
      [input.user_id, input.channel],
    );
    const removed = rows[0];
    if (!removed) throw invalid('not_bound', { channel: 'not_bound' });
    const before = { channel: input.channel, ...removed };
    ctx.audit({
      message: { key: 'login_unbind', params: { channel: logWord('login_channel', input.channel) } },
      before,
      after: null,
    });
    return { user_id: input.user_id, field: 'binding', before, after: null };
  },
});

export const memberProfileActionList = [
  setMemberInfo,
  savePassword,
  editRegion,
  authenticateInfo,
  saveAuthenticateInfo,
  checkAuthenticate,
  subVipSet,
  gameLevelInfo,
  gamePrivilegeSet,
  userUnbind,
];
