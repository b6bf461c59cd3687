import { applicationLabels, applyActions, applySettingWords, approvalLabels } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useUiLang } from '../../app/i18n.ts';
import { listKey } from '../../kit/list/resource-list.tsx';

/** The screens' own words (forms, buttons, questions, settings) in the interface language. */
export function useApplyWords() {
  const lang = useUiLang();
  return {
    lang,
    fields: applicationLabels[lang].fields,
    values: applicationLabels[lang].values,
    apply: applicationLabels[lang].screen,
    approval: approvalLabels[lang].screen,
    setting: applySettingWords[lang],
  };
}
export type ApplyWords = ReturnType<typeof useApplyWords>;

/** Fills the `{{name}}` slots of one of those words. */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** Both lists show the same applications: a change on one refreshes the other. */
export function refreshApplications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: listKey(applyActions.applications.list) });
  void queryClient.invalidateQueries({ queryKey: listKey(applyActions.approvals.list) });
}
