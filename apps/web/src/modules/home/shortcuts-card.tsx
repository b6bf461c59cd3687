import { Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, useUiLang } from '../../app/i18n.ts';
import { groupIcon } from '../../app/layout/group-icons.tsx';
import { menuGroupOf, menuNodeOf } from '../../app/menu/menu-nodes.ts';
import { Panel } from '../../kit/panel.tsx';

export function ShortcutsCard({ paths, loading }: { paths: readonly string[]; loading: boolean }) {
  const { t } = useTranslation('home');
  const lang = useUiLang();
  const navigate = useNavigate();
  return (
    <Panel className="home__card" title={<h2 className="home__card-title">{t('shortcuts')}</h2>}>
      {loading && <Skeleton active paragraph={{ rows: 1 }} />}
      {!loading && paths.length === 0 && <p className="home__muted">{t('noShortcuts')}</p>}
      <Space wrap>
        {paths.map((path) => {
          const node = menuNodeOf(path);
          return (
            <Button key={path} icon={groupIcon(menuGroupOf(path)?.path ?? path)} onClick={() => navigate(path)}>
              {node ? localName(node, lang) : path}
            </Button>
          );
        })}
      </Space>
    </Panel>
  );
}
