import { menuIdAt, menuPath, newUserActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Statistic } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { PromotionTeamList, SvipReviewList } from './svip-team-lists.tsx';

const { newUserReviews, newUserStatistics, newUserSupports, agentInvitePlans, newUserReviewLabels } = newUserActions;
type Stats = { pending: number; passed: number; refused: number; last_7_days: number };

/**
 * Above the queue: its counts in the admin's regions (refreshed with the list, under its key), and
 * the support list and agent invite plans (hidden screens) for who may open them.
 */
function QueueHeader() {
  const lang = useUiLang();
  const words = newUserReviewLabels[lang].screen;
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const stats = useQuery({
    queryKey: [...listKey(newUserReviews.list), 'statistics'],
    queryFn: ({ signal }) => api(newUserStatistics, {}, { signal }) as Promise<Stats>,
  });
  const link = (path: string, label: string, testId: string) => (
    <Button type="link" data-testid={testId} onClick={() => navigate(menuPath(menuIdAt(path)))}>
      {label}
    </Button>
  );
  return (
    <Space size="large" wrap data-testid="new-user-statistics" style={{ marginBottom: 12 }}>
      {(['pending', 'passed', 'refused', 'last_7_days'] as const).map((key) => (
        <Statistic key={key} title={words[key]} value={stats.data?.[key] ?? '—'} loading={stats.isLoading} />
      ))}
      {mayCall(newUserSupports.list) && link('/newUserReview/supportList', words.supportLink, 'new-user-support-link')}
      {mayCall(agentInvitePlans.list) && link('/newUserReview/agentInvitePlan', words.planLink, 'new-user-plan-link')}
    </Space>
  );
}

const ReviewList = resourcePage(newUserReviews, {
  testId: 'new-user-reviews',
  scrollX: 1800,
  extra: QueueHeader,
});

/**
 * New-user review (menu 18001, /newUserReview/newUserReview): new members' registrations, pending
 * until passed or refused with a reason, one by one or in a batch; SVIP applications reviewed the
 * same way; promotion teams.
 */
export function NewUserReviewPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="new-user-review-tabs"
      tabs={[
        { key: 'reviews', label: newUserReviewLabels[lang].tab, body: ReviewList },
        { key: 'svip', label: newUserActions.svipApplicationLabels[lang].tab, body: SvipReviewList },
        { key: 'teams', label: newUserActions.promotionTeamLabels[lang].tab, body: PromotionTeamList },
      ]}
    />
  );
}
