import { feedbackActions, memberMessageActions, menuPath } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { wordsOf } from '../../kit/resource/resource-fields.tsx';

/**
 * The button opening the member feedback (SPEC §2 /setting/feedbackList, hidden: hidden screens
 * open from their parent), shown to whoever may read it.
 */
export function FeedbackLink() {
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const words = wordsOf(memberMessageActions.privateMessages, useUiLang());
  if (!mayCall(feedbackActions.feedback.list)) return null;
  return (
    <Button data-testid="open-feedback" onClick={() => navigate(menuPath(feedbackActions.feedback.menu as number))}>
      {words.screen('feedback')}
    </Button>
  );
}
