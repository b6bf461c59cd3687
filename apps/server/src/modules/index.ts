import type { ServerModule } from '../engine/registry.ts';
import { memberModule } from './member/member.actions.ts';
import { operationLogModule } from './operation-log/operation-log.actions.ts';
import { roomModule } from './room/room.locator.ts';
import { referenceModule } from './shell/reference.actions.ts';
import { sessionModule } from './shell/session.actions.ts';

/** Every server module; the registry is built from this list alone. */
export const MODULES: readonly ServerModule[] = [sessionModule, referenceModule, operationLogModule, memberModule, roomModule];
