import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from outside React (the API client). The app mounts a toaster (antd's context-aware
 * message instance) on the first toast and binds it here; messages wait in a queue until then.
 */
let bound: MessageInstance | null = null;
let wanted = false;
const queued: ((instance: MessageInstance) => void)[] = [];
const listeners = new Set<() => void>();

export function bindMessages(instance: MessageInstance | null): void {
  bound = instance;
  if (!instance) return;
  for (const show of queued.splice(0)) show(instance);
}

export function toasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(run: (instance: MessageInstance) => void): void {
  if (bound) {
    run(bound);
    return;
  }
  queued.push(run);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Same text → same key, so ten failing calls make one toast, not ten. */
export const toast = {
  error: (text: string) => show((m) => void m.error({ content: text, key: `error:${text}` })),
  warning: (text: string) => show((m) => void m.warning({ content: text, key: `warning:${text}` })),
  success: (text: string) => show((m) => void m.success({ content: text, key: `success:${text}` })),
};
