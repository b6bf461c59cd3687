import type { ReactNode } from 'react';
import './kit.css';

/** An inline message (no permission, failed to load) without pulling antd's Alert into a screen. */
export function Notice({ tone, children }: { tone: 'warning' | 'error'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
