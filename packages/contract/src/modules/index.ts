export type {
  ActivityBlacklistRow,
  ActivityPayoutRow,
  ActivityRankRow,
  ActivityRow,
  ActivityShieldRow,
  ActivityState,
  ActivityTemplateRow,
  RankMetric,
  RankSubject,
} from './activity.ts';
export * as activityActions from './activity.ts';
export type { AdRow } from './ad.ts';
export * as adActions from './ad.ts';
export type {
  AgentBeanTransferRow,
  AgentCoinTransferRow,
  AgentMonthlySalesRow,
  AgentOrderState,
  AgentRechargeRow,
  AgentRow,
  AgentWhitelistRow,
  SubAgentRow,
} from './agent.ts';
export * as agentActions from './agent.ts';
export type { AppSaleRow } from './app-sale.ts';
export * as appSaleActions from './app-sale.ts';
export type { AppRuleRow, RuleKind, SystemFieldRow, SystemFieldType } from './app-setting.ts';
export * as appSettingActions from './app-setting.ts';
export type { AppVersionRow, PlatformStanding } from './app-version.ts';
export * as appVersionActions from './app-version.ts';
export { applicationLabels, applySettingWords, approvalLabels } from './apply.labels.ts';
export type { ApplicationKind, ApplicationRow, ApplicationState, ApplySetting, Approver } from './apply.ts';
export * as applyActions from './apply.ts';
export { areaLabels, countryZoneLabels } from './areas.labels.ts';
export type { AreaRow } from './areas.ts';
export * as areaActions from './areas.ts';
export type { ChannelRow } from './channel.ts';
export * as channelActions from './channel.ts';
export type { CoinBatchRow } from './coin-batch.ts';
export * as coinBatchActions from './coin-batch.ts';
export { countryLabels } from './country.labels.ts';
export type { CountryRow } from './country.ts';
export * as countryActions from './country.ts';
export type { AccountCluster, LoginAnomaly, MatchRow, RegistrationRow } from './developer.ts';
export * as developerActions from './developer.ts';
export { deviceBlacklistLabels } from './device-blacklist.labels.ts';
export type { DeviceBlacklistRow } from './device-blacklist.ts';
export * as deviceBlacklistActions from './device-blacklist.ts';
export type { ServerErrorRow } from './error-log.ts';
export * as errorLogActions from './error-log.ts';
export { familyLabels } from './family.labels.ts';
export type { FamilyDissolutionRow, FamilyMemberRow, FamilyRow } from './family.ts';
export * as familyActions from './family.ts';
export type { FeedbackRow, FeedbackState } from './feedback.ts';
export * as feedbackActions from './feedback.ts';
export type { GameBlacklistRow } from './game-blacklist.ts';
export * as gameBlacklistActions from './game-blacklist.ts';
export * as giftActions from './gift.ts';
export type { GiftBagRow } from './gift-bag.ts';
export * as giftBagActions from './gift-bag.ts';
export type { GroupMemberRow, GroupMessageRow, GroupRow } from './group.ts';
export * as groupActions from './group.ts';
export type { GroupCheckRow, GroupHobbyRow, GroupPopupRow } from './group-recommend.ts';
export * as groupRecommendActions from './group-recommend.ts';
export type { GuildHostRecordRow, GuildHostRow, GuildRow } from './guild.ts';
export * as guildActions from './guild.ts';
export type {
  HostDiamondLogRow,
  HostDiamondOperation,
  HostGroupRow,
  HostRankPeriod,
  HostRankRow,
  HostRow,
  HostState,
} from './host.ts';
export * as hostActions from './host.ts';
export * as idMallActions from './id-mall.ts';
export type { InvitationRow, InviteeRow } from './invite.ts';
export * as inviteActions from './invite.ts';
export * as jobActions from './jobs.ts';
export type { KeyAccountRow } from './key-account.ts';
export * as keyAccountActions from './key-account.ts';
export { COIN_ISSUE_TYPE_LABELS } from './ledger.labels.ts';
export type { CoinIssueType, Currency, GrantResult, LedgerRow, PostingKind } from './ledger.ts';
export * as ledgerActions from './ledger.ts';
export type { VideoSourceRow, VoiceLiveRow } from './live.ts';
export * as liveActions from './live.ts';
export type { StudioHistoryRow, StudioRoomRow, StudioRow } from './live-studio.ts';
export * as liveStudioActions from './live-studio.ts';
export type { MemberRow } from './member.ts';
export * as memberActions from './member.ts';
export type { BlockedDeviceRow, BlockedIdRow, UnblockRow } from './member-blocks.ts';
export * as memberBlockActions from './member-blocks.ts';
export { memberDestroyLabels } from './member-destroy.labels.ts';
export type { UserDestroyRow } from './member-destroy.ts';
export * as memberDestroyActions from './member-destroy.ts';
export * as memberEditActions from './member-edit.ts';
export type { ProfileHistoryRow, ServiceHistoryRow } from './member-history.ts';
export * as memberHistoryActions from './member-history.ts';
export type { PrivateMessageRow, PrivateMessageSource, RoomScreenMessageRow } from './member-message.ts';
export * as memberMessageActions from './member-message.ts';
export type { BanRow } from './member-moderation.ts';
export * as moderationActions from './member-moderation.ts';
export * as memberProfileActions from './member-profile.ts';
export type { PaymentRow, PropRow } from './member-records.ts';
export * as memberRecordActions from './member-records.ts';
export type { NumberApplicationRow, SvipComplaintRow } from './member-requests.ts';
export * as memberRequestActions from './member-requests.ts';
export type { SpecialMemberRow } from './member-special.ts';
export * as memberSpecialActions from './member-special.ts';
export { memberTagLabels } from './member-tags.labels.ts';
export type { UserTagRow } from './member-tags.ts';
export * as memberTagActions from './member-tags.ts';
export type { MemberViolationRow } from './member-violation.ts';
export * as memberViolationActions from './member-violation.ts';
export type { AgentInvitePlanRow, NewUserReviewRow, NewUserSupportRow } from './new-user.ts';
export * as newUserActions from './new-user.ts';
export type { ManagerRow, OfficialRow } from './official.ts';
export * as officialActions from './official.ts';
export { LOG_MODULE_WORDS, operationLogLabels } from './operation-log.labels.ts';
export type { OperationLogRow } from './operation-log.ts';
export * as operationLogActions from './operation-log.ts';
export type { AppleLostOrderRow, FailedOrderRow, LostOrderState } from './payment-recovery.ts';
export * as paymentRecoveryActions from './payment-recovery.ts';
export * as preferenceActions from './preference.ts';
export type { PrizePoolKind, PrizePoolRow, PrizeRow } from './prize-pool.ts';
export * as prizePoolActions from './prize-pool.ts';
export * as propActions from './prop-catalogue.ts';
export { propGrantLabels } from './prop-grant.labels.ts';
export type { PropGrantKind, PropGrantResult } from './prop-grant.ts';
export * as propGrantActions from './prop-grant.ts';
export * as quotaActions from './quota.ts';
export type { RiskFlagDay, RiskFlagRow, RiskFlagState, RiskRule, RiskRuleRow } from './recharge-risk.ts';
export * as rechargeRiskActions from './recharge-risk.ts';
export * as refLookupActions from './ref-lookup.ts';
export type { Country } from './reference.ts';
export * as referenceActions from './reference.ts';
export type { RefundRow, RefundState } from './refund.ts';
export * as refundActions from './refund.ts';
export { riskLabels } from './risk.labels.ts';
export type { RiskRecordRow } from './risk.ts';
export * as riskActions from './risk.ts';
export type { RoleRow } from './roles.ts';
export * as roleActions from './roles.ts';
export type { RoomRow } from './room.ts';
export * as roomActions from './room.ts';
export type { RoomBackgroundReviewRow } from './room-background.ts';
export * as roomBackgroundActions from './room-background.ts';
export type { RoomBannerApplicationRow, RoomBannerRow } from './room-banner.ts';
export * as roomBannerActions from './room-banner.ts';
export type { RoomBgRow } from './room-bg.ts';
export * as roomBgActions from './room-bg.ts';
export type { RoomCertRow } from './room-cert.ts';
export * as roomCertActions from './room-cert.ts';
export type { ColumnRoomRow, RoomColumnRow } from './room-column.ts';
export * as roomColumnActions from './room-column.ts';
export type { CrystalGiftRow, CrystalLevelRow, CrystalRoomRow } from './room-crystal.ts';
export * as roomCrystalActions from './room-crystal.ts';
export type { RoomGameDay, RoomGameRow, RoomGameStatisticRow, RoomLevelRow, RoomPropRow } from './room-games.ts';
export * as roomGameActions from './room-games.ts';
export { roomReceptionLabels } from './room-reception.labels.ts';
export type { ReceptionStatisticRow, RoomReceptionRecordRow, RoomReceptionRow } from './room-reception.ts';
export * as roomReceptionActions from './room-reception.ts';
export type { RoomTagRow } from './room-records.ts';
export * as roomRecordActions from './room-records.ts';
export { roomActivityLabels } from './room-review.labels.ts';
export type { RoomActivityReviewRow, RoomDisbandRow } from './room-review.ts';
export * as roomReviewActions from './room-review.ts';
export type { ReleaseResult, SupportGrantRow, SupportKind, SupportRoomRow, SupportSkipRow } from './room-support.ts';
export * as roomSupportActions from './room-support.ts';
export type { PoorBlacklistRow, PoorRoomRow } from './room-support-poor.ts';
export * as roomSupportPoorActions from './room-support-poor.ts';
export type { RoomTopicRow, TopicRoomRow } from './room-topic.ts';
export * as roomTopicActions from './room-topic.ts';
export type {
  FlowHour,
  RoomMonitorRow,
  TurnoverDay,
  TurnoverFigures,
  TurnoverHour,
  TurnoverRoom,
  TurnoverSendRow,
  WholePointRow,
} from './room-turnover.ts';
export * as roomTurnoverActions from './room-turnover.ts';
export type { CoinDeductionRow, CoinIssueRow, CoinMonthRow, CoinStatisticsRow } from './send-coins.ts';
export * as sendCoinsActions from './send-coins.ts';
export { sensitiveWordLabels } from './sensitive-words.labels.ts';
export type { SensitiveWordRow } from './sensitive-words.ts';
export * as sensitiveWordActions from './sensitive-words.ts';
export * as sessionActions from './session.ts';
export * as skinActions from './skin.ts';
export type { AdminRow } from './staff.ts';
export * as staffActions from './staff.ts';
export type { SystemMessageRow, TimedMessageRow } from './system-message.ts';
export * as systemMessageActions from './system-message.ts';
export * as uploadActions from './upload.ts';
export type { VideoChatHostRow, VideoChatRow, VideoChatState } from './video-chat.ts';
export * as videoChatActions from './video-chat.ts';
