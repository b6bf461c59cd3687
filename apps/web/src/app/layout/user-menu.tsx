import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeUiLang } from '../i18n.ts';
import { signOut } from '../sign-out.ts';

interface Props {
  username: string;
  onAccount: () => void;
  onPassword: () => void;
  compact?: boolean;
}

/** SPEC §2 user dropdown: 中文, English, account information, sign out; and changing one's password. */
export function UserMenu({ username, onAccount, onPassword, compact }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'zh-cn', label: <span lang="zh-CN">{t('user.chinese')}</span> },
          { key: 'en', label: <span lang="en">{t('user.english')}</span> },
          { type: 'divider' },
          { key: 'account', label: t('user.account') },
          { key: 'password', label: t('user.password') },
          { key: 'signOut', label: t('user.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'zh-cn' || key === 'en') changeUiLang(key);
          else if (key === 'account') onAccount();
          else if (key === 'password') onPassword();
          else if (key === 'signOut') void signOut();
        },
      }}
    >
      <Button type="text" className="user-menu" aria-label={`${t('user.menu')}: ${username}`}>
        <UserOutlined />
        {!compact && <span className="user-menu__name">{username}</span>}
        <DownOutlined className="user-menu__caret" />
      </Button>
    </Dropdown>
  );
}
