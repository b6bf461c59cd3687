import { Activity, createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTabs } from './tab-store.ts';

const TabKeyContext = createContext<string | null>(null);

/** The key of the tab a page is rendered in (its pathname when opened). */
export function useTabKey(): string | null {
  return useContext(TabKeyContext);
}

/**
 * Keeps every opened tab's page mounted and hides the inactive ones with React's Activity, so
 * switching tabs keeps filters, page numbers and half-typed input. Window scroll is remembered per
 * tab, because hiding a page takes its height away from the document.
 */
export function KeepAlive() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const tabs = useTabs();
  const pages = useRef(new Map<string, ReactNode>());
  const scrolls = useRef(new Map<string, number>());
  const activeRef = useRef(pathname);

  if (outlet) pages.current.set(pathname, outlet);
  for (const key of pages.current.keys()) {
    if (key !== pathname && !tabs.some((tab) => tab.key === key)) {
      pages.current.delete(key);
      scrolls.current.delete(key);
    }
  }

  useEffect(() => {
    const remember = () => scrolls.current.set(activeRef.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    activeRef.current = pathname;
    const top = scrolls.current.get(pathname) ?? 0;
    // Scrolling forces a layout; skip it when the page is already there (a first visit at the top).
    if (Math.round(window.scrollY) !== Math.round(top)) window.scrollTo({ top, behavior: 'instant' });
  }, [pathname]);

  return (
    <>
      {[...pages.current].map(([key, page]) => (
        <Activity key={key} mode={key === pathname ? 'visible' : 'hidden'}>
          <TabKeyContext value={key}>{page}</TabKeyContext>
        </Activity>
      ))}
    </>
  );
}
