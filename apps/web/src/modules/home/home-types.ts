import type { ActionOutput, sessionActions } from '@console/contract';

export type AccountInfo = ActionOutput<typeof sessionActions.uidInfo>;
