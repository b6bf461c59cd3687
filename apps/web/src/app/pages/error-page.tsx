import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { AntdProvider } from '../antd-provider.tsx';
import { HOME_PATH } from '../routes.ts';
import { useDocumentTitle } from '../title.ts';

const STATUS = { 401: '403', 404: '404', 500: '500' } as const;

/** SPEC §8 pages: 401 no permission, 404 page has flown away, 500 server error. */
export function ErrorPage({ code }: { code: 401 | 404 | 500 }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const title = { 401: t('pages.title401'), 404: t('pages.title404'), 500: t('pages.title500') }[code];
  const text = { 401: t('pages.401'), 404: t('pages.404'), 500: t('pages.500') }[code];
  useDocumentTitle(title);
  return (
    <AntdProvider>
      <main className="error-page">
        <Result
          status={STATUS[code]}
          title={<h1 className="error-page__code">{code}</h1>}
          subTitle={<p className="error-page__text">{text}</p>}
          extra={
            <Button type="primary" onClick={() => navigate(HOME_PATH)}>
              {t('pages.backHome')}
            </Button>
          }
        />
      </main>
    </AntdProvider>
  );
}

/** Error boundary of the routes: a crash or a failed loader shows the server-error page. */
export function RouteFault() {
  const error = useRouteError();
  if (error && import.meta.env.DEV) console.error(error);
  return <ErrorPage code={500} />;
}
