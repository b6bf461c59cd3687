import '../staff-texts.ts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdProvider } from '../../../app/antd-provider.tsx';
import { toast } from '../../../app/api/notify.ts';
import { HOME_PATH } from '../../../app/routes.ts';
import { setPasswordChangeRequired } from '../../../app/session.ts';
import { signOut } from '../../../app/sign-out.ts';
import { useDocumentTitle } from '../../../app/title.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import '../../../app/pages/login-page.css';

/**
 * After signing in with a temporary password (a new account or a reset) the server answers nothing
 * else until it is changed; the admin lands here first and continues to home afterwards.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  useDocumentTitle(t('password.title'));

  const done = () => {
    setPasswordChangeRequired(false);
    toast.success(t('password.changed'));
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <AntdProvider>
      <main className="login">
        <section className="login__card" aria-labelledby="password-heading">
          <h1 className="login__heading" id="password-heading">
            {t('password.title')}
          </h1>
          <p className="login__subtitle">{t('password.firstLogin')}</p>
          <ChangePasswordForm onDone={done} submitText={t('password.submitAndContinue')} />
          <Button type="link" block onClick={() => void signOut()} style={{ marginTop: 8 }}>
            {t('password.signOut')}
          </Button>
        </section>
      </main>
    </AntdProvider>
  );
}
