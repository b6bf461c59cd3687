import type { ServerModule } from '../../engine/registry.ts';
import { shopPropActions } from './prop.actions.ts';
import { insertDemoProps } from './prop.demo.ts';
import {
  couponActions,
  couponHoldingActions,
  nameplateActions,
  nameplateGrantActions,
  ringActions,
  ringGrantActions,
} from './prop-catalogue.actions.ts';
import { propGrantActionList } from './prop-grant.actions.ts';
import { roomPropActions } from './room-prop.actions.ts';

/** The prop catalogue (issue 14): the shop, nameplates, rings and coupons, and what members were given. */
export const propModule: ServerModule = {
  name: 'prop',
  actions: [
    ...shopPropActions,
    ...nameplateActions,
    ...nameplateGrantActions,
    ...ringActions,
    ...ringGrantActions,
    ...couponActions,
    ...couponHoldingActions,
    ...propGrantActionList,
    ...roomPropActions,
  ],
  demo: insertDemoProps,
};
