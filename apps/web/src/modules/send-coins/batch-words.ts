import { coinBatchActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';

/** The batch tab's own words (send form, progress, failures) in the interface language: the contract's `screen` labels. */
export function useBatchWords() {
  return coinBatchActions.coinBatchLabels[useUiLang()].screen;
}
export type BatchWords = ReturnType<typeof useBatchWords>;
