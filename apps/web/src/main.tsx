import { PAGE_VERSION } from '@console/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/app.tsx';
import { initI18n } from './app/i18n.ts';
import { pageVersionStep } from './app/page-version.ts';
import { Keys, readItem, removeItem, writeItem } from './app/storage.ts';
import './app/shell.css';

function start(): void {
  const step = pageVersionStep(readItem(Keys.pageVersion), PAGE_VERSION);
  if (step !== 'keep') writeItem(Keys.pageVersion, String(PAGE_VERSION));
  if (step === 'reload') {
    // Cached lists from the older build may not match this one; the session itself survives.
    for (const key of [Keys.authList, Keys.countries, Keys.regions, Keys.tabNum]) removeItem(key);
    window.location.reload();
    return;
  }
  initI18n();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}

start();
