import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { onQuestionChange, openQuestion } from './api/confirm.ts';
import { LoadingBar } from './api/loading-bar.tsx';
import { onToasterWanted, toasterWanted } from './api/notify.ts';
import { isRecheckOpen, onRecheckChange } from './api/recheck.ts';
import { loginPathFor } from './guard.ts';
import { router } from './router.tsx';
import { LOGIN_PATH } from './routes.ts';
import { onSessionEnd } from './session.ts';
import { forgetTabsOwner } from './tabs/tab-store.ts';

onSessionEnd((reason) => {
  if (reason === 'outdated') {
    window.location.reload();
    return;
  }
  // Loaded already if the shell ever ran; otherwise there is nothing cached to forget.
  void import('./menu/menu-query.ts').then((m) => m.forgetEverything());
  forgetTabsOwner();
  if (window.location.pathname === LOGIN_PATH) return;
  // A session the server ended (expired, revoked) comes back to the page in use after signing in
  // again; signing out on purpose leaves nothing to come back to.
  const { pathname, search } = window.location;
  void router.navigate(reason === 'rejected' ? loginPathFor(`${pathname}${search}`) : LOGIN_PATH, { replace: true });
});

const LazyToaster = lazy(() => import('./api/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** antd's message code loads with the first toast; most page loads never need one. */
function Toasts() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

const LazyRecheckModal = lazy(() => import('./recheck-modal.tsx').then((m) => ({ default: m.RecheckModal })));
const LazyConfirmModal = lazy(() => import('./confirm-modal.tsx').then((m) => ({ default: m.ConfirmModal })));

/**
 * A modal whose code loads the first time it is wanted, not with the login page, and stays mounted
 * after (so it can close with its animation).
 */
function LoadedWhenWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (wanted) setLoaded(true);
  }, [wanted]);
  return loaded || wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The password re-check (status 405), when a call needs it. */
function Recheck() {
  return (
    <LoadedWhenWanted wanted={useSyncExternalStore(onRecheckChange, isRecheckOpen)}>
      <LazyRecheckModal />
    </LoadedWhenWanted>
  );
}

/** The server's questions (status 409), when one is asked. */
function Questions() {
  return (
    <LoadedWhenWanted wanted={useSyncExternalStore(onQuestionChange, openQuestion) !== null}>
      <LazyConfirmModal />
    </LoadedWhenWanted>
  );
}

export function ConsoleApp() {
  return (
    <>
      <Toasts />
      <LoadingBar />
      <RouterProvider router={router} />
      <Recheck />
      <Questions />
    </>
  );
}
