import { sessionActions, translate } from '@console/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, api } from '../api/client.ts';
import { afterSignIn } from '../guard.ts';
import { changeUiLang, toWireLang, type UiLang, useUiLang } from '../i18n.ts';
import { PASSWORD_PATH } from '../routes.ts';
import { saveSession, setPasswordChangeRequired } from '../session.ts';
import { useDocumentTitle } from '../title.ts';
import './login-page.css';

const LANGS: readonly { value: UiLang; label: string; htmlLang: string }[] = [
  { value: 'zh-cn', label: '中文', htmlLang: 'zh-CN' },
  { value: 'en', label: 'English', htmlLang: 'en' },
];

type Field = 'username' | 'password';

/**
 * While staff type, fetch the shell and home code in the background, so signing in does not wait
 * for it. Idle time only: the login page itself is never slowed down.
 */
function preloadShell(): () => void {
  const load = () => {
    void import('../menu/menu-query.ts');
    void import('../layout/shell-layout.tsx');
    void import('../../modules/home/home-page.tsx');
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 500);
  return () => clearTimeout(timer);
}
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The sign-in page is the first load of every day, so it is plain markup styled like antd rather
 * than antd itself (SPEC benchmark: ≤ 200 KB of JS); the shell brings antd once signed in.
 */
export function LoginPage() {
  const { t } = useTranslation('login');
  const lang = useUiLang();
  const wire = toWireLang(lang);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const firstField = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('title'));
  // Staff come here to type their account; start there.
  useEffect(() => firstField.current?.focus(), []);
  useEffect(() => preloadShell(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const blank: FieldErrors = {};
    if (username.trim() === '') blank.username = translate('account_empty', wire);
    if (password.trim() === '') blank.password = translate('password_empty', wire);
    setErrors(blank);
    setFailure(null);
    if (blank.username || blank.password) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${blank.username ? 'username' : 'password'}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const reply = await api(sessionActions.login, { username, password }, { handles: [400] });
      saveSession({ token: reply.token, uid: reply.uid, username: reply.username, operateArea: reply.operate_area });
      setPasswordChangeRequired(reply.must_change_password);
      if (reply.must_change_password) {
        // A temporary password opens nothing else on the server; its change comes first.
        navigate(PASSWORD_PATH, { replace: true });
        return;
      }
      // Started now, the menu is usually in by the time the shell's code has loaded.
      void import('../menu/menu-query.ts').then((m) => m.prefetchMenu(reply.uid));
      // Back to the address that sent the admin here (a bookmark, a shared link), else home.
      navigate(afterSignIn(search), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = error.fieldErrors;
        setErrors({ username: fields.username, password: fields.password });
        setFailure(error.message);
      }
      setBusy(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <div className="login__field">
      <label htmlFor={`login-${name}`}>{t(name)}</label>
      <input
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        ref={name === 'username' ? firstField : undefined}
        maxLength={name === 'username' ? 64 : 256}
        disabled={busy}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
      />
      {errors[name] && (
        <div className="login__field-error" id={`login-${name}-error`}>
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <main className="login">
      <section className="login__card" aria-labelledby="login-heading">
        <fieldset className="login__lang">
          <legend className="visually-hidden">{t('language')}</legend>
          {LANGS.map((option) => (
            <button
              key={option.value}
              type="button"
              lang={option.htmlLang}
              className={lang === option.value ? 'login__lang-option login__lang-option--on' : 'login__lang-option'}
              aria-pressed={lang === option.value}
              onClick={() => changeUiLang(option.value)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <h1 className="login__heading" id="login-heading">
          {t('heading')}
        </h1>
        <p className="login__subtitle">{t('subtitle')}</p>
        {failure && (
          <div className="login__failure" role="alert">
            {failure}
          </div>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          {field('username', 'text', 'username')}
          {field('password', 'password', 'current-password')}
          <button type="submit" className="login__submit" disabled={busy} aria-busy={busy}>
            {busy && <span className="login__spinner" aria-hidden="true" />}
            {t('submit')}
          </button>
        </form>
      </section>
    </main>
  );
}
