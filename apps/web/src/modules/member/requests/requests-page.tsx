import { memberRequestActions } from '@console/contract';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../../kit/screen-tabs.tsx';

const { numberApplications, svipComplaints } = memberRequestActions;

const NumberApplications = resourcePage(numberApplications, {
  testId: 'number-applications',
  scrollX: 1900,
  related: ['/props/idMall', '/setting/idLock'],
});
const SvipComplaints = resourcePage(svipComplaints, { testId: 'svip-complaints', scrollX: 2100 });

/** Member requests (menu 13010, /props/memberRequests): pretty-number applications and SVIP unfreeze complaints, two review queues. */
export function RequestsPage() {
  return (
    <ScreenTabs
      data-testid="member-requests-page"
      tabs={[
        { key: 'numbers', of: numberApplications, body: NumberApplications },
        { key: 'svip', of: svipComplaints, body: SvipComplaints },
      ]}
    />
  );
}
