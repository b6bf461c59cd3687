import { inviteActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberProfiles, rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoInvites } from './invite.demo.ts';
import { invites } from './invite.tables.ts';
import { bindInviteExcel } from './invite-batch.ts';
import { checkNewInvite, rebindInvite, unbindInvite } from './invite-rules.ts';

const invitee = rowsAboutMember(invites.inviteeId);
/** The inviter's profile under a name of its own: the invitee's takes the lookup's. */
const inviterProfile = (() => {
  const profile = memberProfiles();
  return new QueryBuilder().select({ id: profile.id, nickname: profile.nickname }).from(profile).as('inviter_profile');
})();

/** The inviter's live invitees; `invite.inviter_id` names the outer row in full (a bare column would read the subquery's). */
const inviterInvitees = sql<number>`(SELECT count(*)::int FROM invite i2 WHERE i2.inviter_id = invite.inviter_id AND i2.state = 'bound')`;

/**
 * Invitations (SPEC §2 /invitationMessage, §7 module Invite): the list with add, unbind, bind again
 * and delete, an inviter's invitees, and the batch binding from a file.
 */
export const inviteModule: ServerModule = {
  name: 'invite',
  actions: [
    ...serveResource(inviteActions.invitations, invites, {
      join: [invitee.join, { table: inviterProfile, on: eq(inviterProfile.id, invites.inviterId) }],
      columns: { invitee_nickname: invitee.columns.nickname, inviter_nickname: inviterProfile.nickname },
      select: { inviter_invitees: inviterInvitees },
      beforeSave: (values, ctx) => checkNewInvite(values, ctx),
      commands: { unbind: unbindInvite, rebind: rebindInvite },
    }),
    ...serveResource(inviteActions.invitees, invites, {
      join: invitee.join,
      columns: { invitee_nickname: invitee.columns.nickname, registered_at: invitee.profile.registerTime },
    }),
    bindInviteExcel,
  ],
  demo: insertDemoInvites,
};
