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

/** Both lists show the same applications: a change on one refreshes the other. */
export function refreshApplications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: listKey(applyActions.applications.list) });
  void queryClient.invalidateQueries({ queryKey: listKey(applyActions.approvals.list) });
}
