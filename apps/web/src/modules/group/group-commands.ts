import type { CommandOptions } from '../../kit/resource/command-actions.tsx';

type Row = Record<string, unknown> & { id: number };

const standing = (row: Row) => row.state !== 'dissolved';

/** Group detail path: the id travels in the URL, so the link can be shared and reloaded. */
export const groupDetailPath = (groupId: number) => `/group/groupManagement/groupDetail?id=${groupId}`;

/** When the group commands are offered: none on a dissolved group, recommending one way or the other. */
export const GROUP_COMMANDS: Readonly<Record<string, CommandOptions>> = {
  recommend: { shown: (row) => standing(row) && row.recommended !== true },
  closeRecommend: { shown: (row) => standing(row) && row.recommended === true },
  dissolve: { shown: standing },
};

/** A member is muted or unmuted, never the owner. */
export const MEMBER_COMMANDS: Readonly<Record<string, CommandOptions>> = {
  mute: { shown: (row) => row.role !== 'owner' && row.muted !== true },
  unmute: { shown: (row) => row.muted === true },
};
