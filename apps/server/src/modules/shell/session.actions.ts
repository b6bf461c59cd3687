import { actionKey, RECHECK_WINDOW_SECONDS, SESSION_ABSOLUTE_SECONDS, Status, sessionActions } from '@console/contract';
import { verifyPassword } from '../../engine/auth/passwords.ts';
import {
  type Admission,
  admitRecheck,
  admitSignIn,
  clearRecheckFailures,
  clearSignInFailures,
  recordFailures,
} from '../../engine/auth/throttle.ts';
import { type ActionContext, implement, implementPrepared } from '../../engine/context.ts';
import { ActionError, invalid, limited } from '../../engine/errors.ts';
import { TOKEN_COOKIE } from '../../engine/http/session-cookie.ts';
import { uploadLimitOf } from '../../engine/upload-limit.ts';

interface Credentials {
  id: number;
  username: string;
  password_hash: string;
  status: string;
  must_change_password: boolean;
}

/** While a wait runs the password is not checked: the try is refused with the seconds left. */
function refuseWhileWaiting(admission: Admission): void {
  if (admission.wait > 0) throw limited('login_throttled', { seconds: Math.ceil(admission.wait) });
}

/** The slow part of signing in (argon2), outside the transaction. */
async function checkCredentials(input: { username: string; password: string }, ctx: ActionContext): Promise<Credentials> {
  ctx.audit({ actor: { adminId: null, adminName: input.username }, message: { key: 'sign_in' } });
  const admission = await admitSignIn(ctx.sql, input.username, ctx.ip, ctx.now);
  refuseWhileWaiting(admission);
  const { rows } = await ctx.sql.query<Credentials>(
    'SELECT id, username, password_hash, status, must_change_password FROM admin WHERE lower(username) = lower($1)',
    [input.username],
  );
  const account = rows[0];
  if (!(await verifyPassword(account?.password_hash, input.password)) || !account) {
    ctx.afterFailure((connection) => recordFailures(connection, admission.failureKeys, ctx.now));
    throw invalid('login_failed');
  }
  return account;
}

const login = implementPrepared(sessionActions.login, checkCredentials, async (input, ctx, account) => {
  const found = await ctx.auth.principalOf(ctx.sql, account.id);
  if (!found) throw invalid('login_failed');
  ctx.audit({
    actor: { adminId: account.id, adminName: account.username, roleKind: found.principal.roleKind },
    targetType: 'admin',
    targetId: account.id,
  });
  if (found.disabled) throw new ActionError(Status.sessionRevoked, 'account_disabled');
  await clearSignInFailures(ctx.sql, input.username, ctx.ip);
  const token = await ctx.auth.createSession(ctx.sql, account.id, ctx.now, ctx.ip, ctx.userAgent);
  // The page keeps the token for its calls; the HttpOnly cookie is for what the browser loads
  // itself (uploaded pictures), out of reach of scripts.
  ctx.setCookie(TOKEN_COOKIE, token, SESSION_ABSOLUTE_SECONDS);
  return {
    token,
    uid: account.id,
    username: account.username,
    role: found.principal.roleName,
    role_kind: found.principal.roleKind,
    operate_area: found.principal.areaName,
    must_change_password: account.must_change_password,
  };
});

async function endThisSession(ctx: ActionContext): Promise<null> {
  if (ctx.tokenHash) {
    const change = await ctx.auth.endSession(ctx.sql, ctx.tokenHash);
    ctx.afterCommit(() => ctx.auth.dropCached(change));
  }
  ctx.setCookie(TOKEN_COOKIE, '', 0);
  ctx.audit({ message: { key: 'sign_out' }, targetType: 'admin', targetId: ctx.admin.adminId });
  return null;
}

const logout = implement(sessionActions.logout, (_input, ctx) => endThisSession(ctx));
const loginOut = implement(sessionActions.adminLoginOut, (_input, ctx) => endThisSession(ctx));

/** The slow part of the re-check (argon2), outside the transaction. */
async function checkOwnPassword(
  input: { password: string; action?: string; request?: string },
  ctx: ActionContext,
): Promise<string> {
  const { adminId } = ctx.admin;
  ctx.audit({ message: { key: 'recheck' }, targetType: 'admin', targetId: adminId });
  if (!ctx.tokenHash) throw invalid('recheck_failed');
  // A re-check names only an action that asks every time (any other would be a grant nothing spends), with the call.
  if (input.action !== undefined && !ctx.actions.some((spec) => spec.recheckEachTime && actionKey(spec) === input.action)) {
    throw invalid('invalid_input', { action: 'recheck_action_unknown' });
  }
  if ((input.action === undefined) !== (input.request === undefined)) {
    throw invalid('invalid_input', { [input.action === undefined ? 'action' : 'request']: 'required' });
  }
  refuseWhileWaiting(await admitRecheck(ctx.sql, ctx.tokenHash, ctx.now));
  const { rows } = await ctx.sql.query<{ password_hash: string }>('SELECT password_hash FROM admin WHERE id = $1', [adminId]);
  // The try was counted on admission; a wrong password has nothing more to add.
  if (!(await verifyPassword(rows[0]?.password_hash, input.password))) throw invalid('recheck_failed');
  return ctx.tokenHash;
}

const checkAdminPwd = implementPrepared(sessionActions.checkAdminPwd, checkOwnPassword, async (input, ctx, tokenHash) => {
  await clearRecheckFailures(ctx.sql, tokenHash);
  const { action, request } = input;
  const change = await ctx.auth.markRechecked(ctx.sql, tokenHash, ctx.now, action && request ? { action, request } : undefined);
  ctx.afterCommit(() => ctx.auth.dropCached(change));
  return { valid_until: ctx.now + RECHECK_WINDOW_SECONDS };
});

const uidInfo = implement(sessionActions.uidInfo, async (_input, ctx) => {
  // The operating area the admin is assigned to names it; the free-text area_name is the fallback.
  const { rows } = await ctx.sql.query<Record<string, number> & { area: string }>(
    `SELECT a.gift_quota, a.gift_used, a.prop_quota, a.prop_used, a.gold_quota, a.gold_used,
       coalesce(ar.name, a.area_name) AS area
     FROM admin a LEFT JOIN operating_area ar ON ar.id = a.area_id WHERE a.id = $1`,
    [ctx.admin.adminId],
  );
  const quota = rows[0];
  const admin = ctx.admin;
  return {
    uid: admin.adminId,
    username: admin.username,
    role: admin.roleName,
    role_kind: admin.roleKind,
    area_name: quota?.area ?? admin.areaName,
    gift: quota?.gift_quota ?? 0,
    gift_use: quota?.gift_used ?? 0,
    prop: quota?.prop_quota ?? 0,
    prop_use: quota?.prop_used ?? 0,
    gold: quota?.gold_quota ?? 0,
    gold_use: quota?.gold_used ?? 0,
    time_zone: ctx.timeZone,
    image_upload_limit: uploadLimitOf('image'),
  };
});

export const sessionModule = {
  name: 'session',
  actions: [login, logout, loginOut, checkAdminPwd, uidInfo],
};
