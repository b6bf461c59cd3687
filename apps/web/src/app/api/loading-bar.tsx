import { useEffect, useState, useSyncExternalStore } from 'react';
import { callsInFlight, subscribeCalls } from './activity.ts';

/** A thin bar while calls run; it waits 200 ms so quick calls do not flicker. */
export function LoadingBar() {
  const busy = useSyncExternalStore(subscribeCalls, () => callsInFlight() > 0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), 200);
    return () => clearTimeout(timer);
  }, [busy]);
  return <div className={shown ? 'loading-bar loading-bar--on' : 'loading-bar'} role="presentation" />;
}
