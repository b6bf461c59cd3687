import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loginLoader, screenLoader, shellLoader, signedInLoader } from './loaders.ts';
import { BUILT_ROUTES, HOME_PATH, LOGIN_PATH, PASSWORD_PATH } from './routes.ts';

const LazyFault = lazy(() => import('./pages/error-page.tsx').then((m) => ({ default: m.RouteFault })));

/** A loader or screen that crashed shows the server-error page, loaded only when it happens. */
function RouteFault() {
  return (
    <Suspense fallback={null}>
      <LazyFault />
    </Suspense>
  );
}

const errorPage = (code: 401 | 404 | 500) => async () => {
  const { ErrorPage } = await import('./pages/error-page.tsx');
  return { Component: () => <ErrorPage code={code} /> };
};

/**
 * List screens keep their filters and page in the search string; the guards depend on the path
 * alone, so a new search (paging, a shared link's filters) does not run them again.
 */
const samePathStays = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** SPEC §2 public routes plus the shell's built screens; every screen's code is loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: LOGIN_PATH,
    loader: loginLoader,
    lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
  },
  {
    id: 'signed-in',
    loader: signedInLoader,
    shouldRevalidate: samePathStays,
    ErrorBoundary: RouteFault,
    children: [
      { path: '/401', lazy: errorPage(401) },
      { path: '/500', lazy: errorPage(500) },
      {
        path: PASSWORD_PATH,
        lazy: async () => ({
          Component: (await import('../modules/staff/password/change-password-page.tsx')).ChangePasswordPage,
        }),
      },
      {
        path: '/',
        loader: shellLoader,
        shouldRevalidate: samePathStays,
        lazy: async () => ({ Component: (await import('./layout/shell-layout.tsx')).ShellLayout }),
        children: [
          { index: true, loader: () => redirect(HOME_PATH) },
          ...BUILT_ROUTES.map(
            (route): RouteObject => ({
              path: route.path,
              loader: screenLoader(route),
              shouldRevalidate: samePathStays,
              ErrorBoundary: RouteFault,
              lazy: async () => ({ Component: await route.load() }),
            }),
          ),
        ],
      },
      { path: '*', lazy: errorPage(404) },
    ],
  },
];

export const router = createBrowserRouter(routes);
