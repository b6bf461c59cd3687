import { appSettingActions, labelLangOf, REGIONS, Status, valueLabel } from '@console/contract';
import { and, arrayOverlaps, eq, ne } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import { queueOn } from '../../engine/locks.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { isWebUrl } from '../../engine/web-url.ts';
import { appRules } from './app-setting.tables.ts';

type Row = Values & { id: number };

/** What a value of each type must look like; a bool is stored as `true` or `false` in lower case. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A system field's save: the key is fixed once saved (the app's code reads it by name), and the
 * value fits its type, judged with the type and value as they will be saved.
 */
export function checkSystemField(values: Values, ctx: ActionContext, before: Row | null): void {
  if (before && values.key !== undefined && values.key !== before.key)
    throw invalid('app_setting_key_fixed', { key: 'app_setting_key_fixed' });
  const type = String(values.value_type ?? before?.value_type);
  const value = String(values.value ?? before?.value).trim();
  if (type === 'number' && !NUMBER.test(value)) throw invalid('app_setting_not_number', { value: 'app_setting_not_number' });
  if (type === 'bool') {
    const bool = value.toLowerCase();
    if (bool !== 'true' && bool !== 'false') throw invalid('app_setting_not_bool', { value: 'app_setting_not_bool' });
    values.value = bool;
  }
  if (type === 'url' && !isWebUrl(value)) throw invalid('app_setting_not_url', { value: 'app_setting_not_url' });
  values.updated_by_name = ctx.admin.username;
}

/**
 * A rule's save: one rule of a kind per region, so no other rule of its kind may share a region
 * (refused naming the shared regions and the kind, in the caller's language).
 */
export async function checkRule(values: Values, ctx: ActionContext, before: Row | null): Promise<void> {
  const kind = String(values.kind ?? before?.kind);
  // Two saves of one kind at once queue here, so the second sees the first's regions.
  await queueOn(ctx.sql, 'app_rule', kind);
  const regions = ((values.regions ?? before?.regions ?? []) as number[]).map(Number);
  const others = await ctx.db
    .select({ regions: appRules.regions })
    .from(appRules)
    .where(
      and(eq(appRules.kind, kind), arrayOverlaps(appRules.regions, regions), ...(before ? [ne(appRules.id, before.id)] : [])),
    );
  const shared = regions.filter((region) => others.some((other) => other.regions.includes(region)));
  if (shared.length > 0) {
    const lang = labelLangOf(ctx.lang);
    const names = shared.map((id) => {
      const region = REGIONS.find((candidate) => candidate.id === id);
      return region ? (lang === 'en' ? region.en : region.zh) : String(id);
    });
    throw new ActionError(Status.invalid, 'app_setting_rule_taken', {
      params: { regions: names.join(', '), kind: valueLabel(appSettingActions.appRules.labels, lang, 'kind', kind) },
      data: { errors: { regions: 'duplicate' } },
    });
  }
  values.updated_by_name = ctx.admin.username;
}
