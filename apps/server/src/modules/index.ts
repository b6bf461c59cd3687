import type { ServerModule } from '../engine/registry.ts';
import { activityModule } from './activity/activity.actions.ts';
import { adModule } from './ad/ad.actions.ts';
import { agentModule } from './agent/agent.actions.ts';
import { appSaleModule } from './app-sale/app-sale.actions.ts';
import { appSettingModule } from './app-setting/app-setting.actions.ts';
import { appVersionModule } from './app-version/app-version.actions.ts';
import { applyModule } from './apply/apply.module.ts';
import { channelModule } from './channel/channel.actions.ts';
import { countryModule } from './country/country.actions.ts';
import { developerModule } from './developer/developer.actions.ts';
import { deviceBlacklistModule } from './device-blacklist/device-blacklist.actions.ts';
import { errorLogModule } from './error-log/error-log.actions.ts';
import { familyModule } from './family/family.actions.ts';
import { gameBlacklistModule } from './game-blacklist/game-blacklist.actions.ts';
import { giftModule } from './gift/gift.actions.ts';
import { groupModule } from './group/group.module.ts';
import { guildModule } from './guild/guild.actions.ts';
import { hostModule } from './host/host.actions.ts';
import { hostManagementModule } from './host/host-management.module.ts';
import { idMallModule } from './id-mall/id-mall.actions.ts';
import { inviteModule } from './invite/invite.actions.ts';
import { keyAccountModule } from './key-account/key-account.actions.ts';
import { ledgerModule } from './ledger/ledger.actions.ts';
import { liveModule } from './live/live.module.ts';
import { memberModule } from './member/member.actions.ts';
import { memberMessageModule } from './member-message/member-message.actions.ts';
import { newUserModule } from './new-user/new-user.actions.ts';
import { officialModule } from './official/official.actions.ts';
import { operationLogModule } from './operation-log/operation-log.actions.ts';
import { paymentRecoveryModule } from './payment-recovery/payment-recovery.actions.ts';
import { preferenceModule } from './preference/preference.actions.ts';
import { prizePoolModule } from './prize-pool/prize-pool.actions.ts';
import { propModule } from './prop/prop.module.ts';
import { quotaModule } from './quota/quota.actions.ts';
import { rechargeRiskModule } from './recharge-risk/recharge-risk.actions.ts';
import { refLookupModule } from './ref-lookup/ref-lookup.actions.ts';
import { refundModule } from './refund/refund.actions.ts';
import { riskModule } from './risk/risk.actions.ts';
import { roomModule } from './room/room.locator.ts';
import { roomColumnModule } from './room-column/room-column.actions.ts';
import { roomCrystalModule } from './room-crystal/room-crystal.actions.ts';
import { roomReviewModule } from './room-review/room-review.module.ts';
import { roomSupportModule } from './room-support/room-support.module.ts';
import { roomTopicModule } from './room-topic/room-topic.actions.ts';
import { roomTurnoverModule } from './room-turnover/room-turnover.module.ts';
import { sensitiveWordsModule } from './sensitive-words/sensitive-words.actions.ts';
import { referenceModule } from './shell/reference.actions.ts';
import { sessionModule } from './shell/session.actions.ts';
import { skinModule } from './skin/skin.actions.ts';
import { staffModule } from './staff/staff.module.ts';
import { systemMessageModule } from './system-message/system-message.actions.ts';
import { uploadModule } from './upload/upload.actions.ts';
import { videoChatModule } from './video-chat/video-chat.actions.ts';
import { violationModule } from './violation/violation.actions.ts';

/** Every server module; the registry is built from this list alone. */
export const MODULES: readonly ServerModule[] = [
  sessionModule,
  referenceModule,
  operationLogModule,
  memberModule,
  roomModule,
  riskModule,
  sensitiveWordsModule,
  countryModule,
  deviceBlacklistModule,
  uploadModule,
  staffModule,
  preferenceModule,
  quotaModule,
  propModule,
  giftModule,
  refLookupModule,
  idMallModule,
  skinModule,
  systemMessageModule,
  violationModule,
  // After the gift module's demo: the crystal's demo gifts come from its catalogue.
  roomCrystalModule,
  roomTopicModule,
  roomColumnModule,
  familyModule,
  inviteModule,
  roomReviewModule,
  // After every module with demo balances (members): its demo opens them in the ledger.
  ledgerModule,
  // After the ledger's demo: passed demo applications were granted through it.
  applyModule,
  // After the ledger's demo: its demo grants support coins through the ledger.
  roomSupportModule,
  // After the gift module's demo: its demo sends are gifts of the catalogue.
  roomTurnoverModule,
  // After the ledger's demo: agents' confirmed orders and transfers post through it.
  agentModule,
  // After the ledger's demo: demo lost orders already credited posted through it.
  paymentRecoveryModule,
  refundModule,
  // After the ledger's demo: host income posts diamonds through it; guilds need the host groups, video chat the guilds' hosts.
  hostModule,
  guildModule,
  // After the guilds' demo: its demo takes diamonds back from their hosts.
  hostManagementModule,
  videoChatModule,
  groupModule,
  channelModule,
  // After the room module's demo: its demo lives are in demo rooms.
  liveModule,
  // After the ledger's demo: granted support coins posted through it.
  newUserModule,
  // After the member and room modules' demos: its demo messages go to their members and rooms.
  memberMessageModule,
  appSettingModule,
  // After the room module's demo: room jumps of demo ads open demo rooms.
  adModule,
  appSaleModule,
  // After the member module: demo official accounts and managers are demo members.
  officialModule,
  appVersionModule,
  // After the gift and member modules' demos: demo prizes are demo gifts, barred members demo members.
  prizePoolModule,
  gameBlacklistModule,
  // After the turnover's, families' and ledger's demos: its rankings read their gift records, and its settled demo activity pays through the ledger.
  activityModule,
  // After the member module's and the ledger's demos: flags and key accounts are of demo members who recharged.
  rechargeRiskModule,
  keyAccountModule,
  // After the member module's demo: the registration log is of the demo members.
  developerModule,
  // After the demo staff: demo faults name who made the calls.
  errorLogModule,
];
