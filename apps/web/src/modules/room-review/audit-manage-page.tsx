import {
  menuIdAt,
  menuPath,
  roomActivityLabels,
  roomBackgroundActions,
  roomBgActions,
  roomReviewActions,
} from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { roomActivityReviews, roomDisbandApplications } = roomReviewActions;
const words = (lang: 'zh-cn' | 'en') => roomActivityLabels[lang].screen;

/** Above the background reviews: the official catalogue (roomBgEdit, a hidden screen) for who may open it. */
function CatalogueLink() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  if (!mayCall(roomBgActions.roomBackgrounds.list)) return null;
  return (
    <Button type="link" onClick={() => navigate(menuPath(menuIdAt('/service/roomBgEdit')))}>
      {words(lang).catalogueLink}
    </Button>
  );
}

const BackgroundReviews = resourcePage(roomBackgroundActions.roomBackgroundReviews, {
  testId: 'room-background-reviews',
  scrollX: 1400,
  tools: CatalogueLink,
});
const ActivityReviews = resourcePage(roomActivityReviews, {
  testId: 'room-activity-reviews',
  scrollX: 2200,
  commands: {
    top: { shown: (row) => row.state === 'passed' && row.is_top !== true },
    untop: { shown: (row) => row.is_top === true },
  },
});
const DisbandApplications = resourcePage(roomDisbandApplications, { testId: 'room-disband-applications', scrollX: 1600 });

/**
 * Room review (menu 2007, /service/auditManage): backgrounds, activities and dissolution
 * applications rooms submitted from the app, each a queue to pass, refuse or ignore, one by one or
 * in a batch. The background queue is the room module's resource; this screen shows it first.
 */
export function AuditManagePage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="audit-manage-page"
      tabs={[
        { key: 'backgrounds', label: words(lang).backgroundTab, body: BackgroundReviews },
        { key: 'activities', label: roomActivityLabels[lang].tab, body: ActivityReviews },
        { key: 'dissolutions', of: roomDisbandApplications, body: DisbandApplications },
      ]}
    />
  );
}
