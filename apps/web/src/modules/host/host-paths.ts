import { type HostRankPeriod, hostActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';

/** A host's diamond ledger screen (17002), by member id. */
export const hostDiamondPath = (memberId: number) => `/hostManagement/diamond/${memberId}`;
/** A room's host ranking screen (17003) for a period. */
export const roomRankPath = (roomId: number, timeType: HostRankPeriod) => `/hostManagement/roomRank/${roomId}/${timeType}`;

/** A positive whole number from an address part, or nothing. */
export function pathNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The host screens' own words in the interface language. */
export function useHostWords() {
  return hostActions.hostLabels[useUiLang()].screen;
}
