import { adActions } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import { savedValue, type Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { isWebUrl } from '../../engine/web-url.ts';
import { roomsByNo } from '../room/room.lookup.ts';
import { insertDemoAds } from './ad.demo.ts';
import { ads } from './ad.tables.ts';

/**
 * What a tap opens: a web address for h5/url (http or https), a room's pretty number naming a room
 * for room, nothing for the others (a target left from another type is cleared, not kept unseen).
 */
async function checkJump(values: Values, before: Values | null, ctx: ActionContext): Promise<void> {
  const type = (savedValue(values, before, 'jump_type') ?? 'none') as adActions.AdJumpType;
  const target = String(savedValue(values, before, 'jump_target') ?? '').trim();
  if (adActions.AD_URL_JUMPS.includes(type)) {
    if (target === '') throw invalid('ad_url_required', { jump_target: 'ad_url_required' });
    if (!isWebUrl(target)) throw invalid('ad_url_invalid', { jump_target: 'ad_url_invalid' });
  } else if (type === 'room') {
    if (target === '') throw invalid('ad_room_required', { jump_target: 'ad_room_required' });
    const roomNo = /^\d{1,15}$/.test(target) ? Number(target) : null;
    if (roomNo === null || !(await roomsByNo(ctx.db, [roomNo])).has(roomNo))
      throw invalid('ad_room_unknown', { jump_target: 'ad_room_unknown' });
  }
  values.jump_target = type === 'none' || type === 'recharge' ? '' : target;
}

/** A popup shows once a day unless told otherwise; other kinds show whenever their place is seen, so they keep none. */
function settleFrequency(values: Values, before: Values | null): void {
  const kind = savedValue(values, before, 'kind');
  if (kind !== 'popup') values.frequency = null;
  else if (savedValue(values, before, 'frequency') == null) values.frequency = 'daily';
}

const shelf = shelfState('shelf_state', { onAt: ads.onAt, offAt: ads.offAt, enabled: ads.isOn });

/** Ads and popups (menu 10001): SPEC §3, §4; the rules are the contract's. */
export const adModule: ServerModule = {
  name: 'ad',
  actions: serveResource(adActions.ads, ads, {
    ...shelf,
    // The on and off times' order: the kit's, by the declared window.
    beforeSave: async (values, ctx, before) => {
      await checkJump(values, before, ctx);
      settleFrequency(values, before);
    },
  }),
  demo: insertDemoAds,
};
