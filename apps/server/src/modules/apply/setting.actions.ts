import { type ApplySetting, applyActions, applySettingWords, type BothLanguages, roleNameWords } from '@console/contract';
import { ne } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { roles } from '../../engine/auth/auth.tables.ts';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import { applySettingOf, leaderCandidates } from './apply.rules.ts';
import { applySettings } from './apply.tables.ts';

/** A settings word in both languages, for the log (English inside a sentence: lower case). */
function word(pick: (words: (typeof applySettingWords)['en' | 'zh-cn']) => string): BothLanguages {
  return { zh: pick(applySettingWords['zh-cn']), en: pick(applySettingWords.en).toLowerCase() };
}

/** The roles an approving role is chosen from: super admins may always approve, so not theirs. */
function choosableRoles(db: Orm) {
  return db
    .select({ id: roles.id, name: roles.name, kind: roles.kind })
    .from(roles)
    .where(ne(roles.kind, 'super_admin'))
    .orderBy(roles.id);
}

/** The settings in the log's words: each rule or "off", and who approves. */
async function summaryOf(ctx: ActionContext, setting: ApplySetting) {
  const role =
    setting.approver_role_id === null ? undefined : (await choosableRoles(ctx.db)).find((r) => r.id === setting.approver_role_id);
  return {
    total_over: setting.total_over ?? word((w) => w.off),
    count_over: setting.count_over ?? word((w) => w.off),
    types: setting.issue_types.length > 0 ? setting.issue_types.join(', ') : word((w) => w.none),
    approver: role ? roleNameWords(role.name, role.kind) : word((w) => w.approvers.leader),
  };
}

const applySetting = implement(applyActions.applySetting, async (_input, ctx) => ({
  ...(await applySettingOf(ctx.db)),
  roles: await choosableRoles(ctx.db),
}));

const saveApplySetting = implement(applyActions.saveApplySetting, async (input, ctx) => {
  let roleId: number | null = null;
  if (input.approver === 'role') {
    if (input.approver_role_id === undefined)
      throw invalid('approver_role_required', { approver_role_id: 'approver_role_required' });
    const known = (await choosableRoles(ctx.db)).some((role) => role.id === input.approver_role_id);
    if (!known) throw invalid('invalid_choice', { approver_role_id: 'invalid_choice' });
    roleId = input.approver_role_id;
  }
  const before = await applySettingOf(ctx.db);
  const values = {
    totalOver: input.total_over ?? null,
    countOver: input.count_over ?? null,
    issueTypes: [...new Set(input.issue_types)],
    approver: input.approver,
    approverRoleId: roleId,
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(applySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: applySettings.id, set: values });
  const after = await applySettingOf(ctx.db);
  ctx.audit({
    targetType: 'apply_setting',
    targetId: 1,
    message: { key: 'apply_setting_saved', params: await summaryOf(ctx, after) },
    before,
    after,
  });
  return after;
});

const applyLeaders = implement(applyActions.applyLeaders, async (_input, ctx) => ({
  list: await leaderCandidates(ctx.db, ctx.admin, await applySettingOf(ctx.db)),
}));

export const settingActions = [applySetting, saveApplySetting, applyLeaders];
