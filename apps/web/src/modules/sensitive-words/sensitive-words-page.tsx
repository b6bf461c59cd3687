import { sensitiveWordActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { WordTestBox } from './word-test-box.tsx';
import './sensitive-words.css';

/** Sensitive words per region (menu 21003): the resource's page with the matching test above the table. */
export const SensitiveWordsPage = resourcePage(sensitiveWordActions.sensitiveWords, {
  testId: 'sensitive-words-list',
  extra: WordTestBox,
  importHelp: 'importHelp',
  scrollX: 1000,
});
