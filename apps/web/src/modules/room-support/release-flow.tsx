import { type ActionSpec, type ReleaseResult, roomSupportActions } from '@console/contract';
import { api } from '../../app/api/client.ts';
import { toast } from '../../app/api/notify.ts';
import { useUiLang } from '../../app/i18n.ts';
import { grantedWords, type ReleaseWords } from './release-words.ts';

/** The release words (result, warning) in the interface language. */
export function useReleaseWords(): ReleaseWords {
  return roomSupportActions.roomSupportLabels[useUiLang()].screen as ReleaseWords;
}

/**
 * A release of support (a support room's, held-back support's, an activity batch's) as SPEC §5 asks.
 * When rooms were released within 6 days or twice this week the server asks first (status 409, a
 * line per room) and the client's question dialog sends the same call again on the admin's yes; the
 * password re-check too is the client's. What is left here: the coins granted, then the weekly warning.
 */
export function useReleaseFlow(): {
  start: (spec: ActionSpec, body: Record<string, unknown>, onDone?: (answer: ReleaseResult) => void) => Promise<void>;
} {
  const words = useReleaseWords();
  const start = async (spec: ActionSpec, body: Record<string, unknown>, onDone?: (answer: ReleaseResult) => void) => {
    const answer = (await api(spec, body as never, { handles: [400, 403] })) as ReleaseResult;
    const { granted, warning } = grantedWords(answer, words);
    toast.success(granted);
    if (warning) toast.warning(warning);
    onDone?.(answer);
  };
  return { start };
}
