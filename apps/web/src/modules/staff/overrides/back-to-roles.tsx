import { ArrowLeftOutlined } from '@ant-design/icons';
import { MenuIds, menuPath } from '@console/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** These screens are hidden from the menu (SPEC §2) and opened from roles and permissions. */
export function BackToRoles() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} className="staff-page__links" onClick={() => navigate(menuPath(MenuIds.roles))}>
      {t('modules.back')}
    </Button>
  );
}
