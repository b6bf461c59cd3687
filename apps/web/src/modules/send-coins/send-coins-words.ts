import { sendCoinsActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';

/** The screen's own words (statistics, send form, ledger check) in the interface language. */
export function useSendCoinsWords() {
  return sendCoinsActions.sendCoinsLabels[useUiLang()];
}
export type SendCoinsWords = ReturnType<typeof useSendCoinsWords>;

/** Fills the `{{name}}` slots of one of those words. */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
