import { sendCoinsActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';

/** The screen's own words (statistics, send form, ledger check) in the interface language. */
export function useSendCoinsWords() {
  return sendCoinsActions.sendCoinsLabels[useUiLang()];
}
export type SendCoinsWords = ReturnType<typeof useSendCoinsWords>;
