import { BAN_PRESETS_SECONDS, deviceBlacklistActions } from '@console/contract';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import { lifecycleStatus } from '../../engine/resource/lifecycle.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { deviceBlacklist } from './device-blacklist.tables.ts';

type Kind = (typeof deviceBlacklistActions.BLACKLIST_KINDS)[number];

/** Device ids and machine codes are printable tokens; IPs must parse as v4 or v6. */
const VALUE_SHAPES: Record<Kind, RegExp> = {
  device: /^[\w.:-]{4,128}$/,
  machine: /^[\w.:-]{4,128}$/,
  ip: /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$|^[0-9a-fA-F:]{2,39}$/,
};

export const deviceBlacklistModule = {
  name: 'device-blacklist',
  actions: serveResource(deviceBlacklistActions.deviceBlacklist, deviceBlacklist, {
    ...lifecycleStatus('status', deviceBlacklist),
    checkImported: (value, shared) => (VALUE_SHAPES[shared.kind as Kind].test(value) ? undefined : 'invalid_choice'),
    /** The duration becomes an end time; an expired entry gives up the value's one live slot to the new one. */
    async beforeSave(values: Values, ctx) {
      const duration = values.duration as keyof typeof BAN_PRESETS_SECONDS;
      values.expiresAt = duration === 'permanent' ? null : ctx.now + BAN_PRESETS_SECONDS[duration];
      if (values.value === undefined) return; // an import's shared fields
      if (!VALUE_SHAPES[values.kind as Kind].test(values.value as string))
        throw invalid('invalid_input', { value: 'invalid_choice' });
      await ctx.db
        .update(deviceBlacklist)
        .set({ removedAt: ctx.now, removedBy: ctx.admin.adminId, removedByName: ctx.admin.username, removeReason: 'expired' })
        .where(
          and(
            eq(deviceBlacklist.kind, values.kind as string),
            eq(deviceBlacklist.value, values.value as string),
            isNull(deviceBlacklist.removedAt),
            lte(deviceBlacklist.expiresAt, ctx.now),
          ),
        );
    },
  }),
};
