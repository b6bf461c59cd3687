import { developerActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';

/** The screen's own words (developer labels' `screen`) in the interface language. */
export function useDeveloperWords() {
  return developerActions.developerLabels[useUiLang()].screen;
}
