import { roomGameActions } from '@console/contract';
import { inArray } from 'drizzle-orm';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { propHoldersAt } from '../member/member-prop.lookup.ts';
import { shopProps } from './prop.tables.ts';

/**
 * The props shown inside rooms (Room getPropList, a tab of room management): the shop's props of the
 * room types, read only, each with the members holding it now. Served here, by the module owning
 * the catalogue; the holdings are counted by the member module, whose table they are.
 */
export const roomPropActions = serveResource(roomGameActions.roomProps, shopProps, {
  where: inArray(shopProps.propType, [...roomGameActions.ROOM_PROP_TYPES]),
  select: { holders: (now) => propHoldersAt(now, shopProps.propType, shopProps.name) },
});
