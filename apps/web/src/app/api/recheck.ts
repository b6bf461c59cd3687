/**
 * Calls parked on a 405 wait here while the password re-check modal is open. Every caller shares
 * one prompt; confirming releases them all to be re-run once, cancelling rejects them.
 */
type Listener = (open: boolean) => void;

let pending: Promise<boolean> | null = null;
/** A call of an action that asks every time, as its 405 named it (`data.action`, `data.request`). */
export interface AskedCall {
  action: string;
  request: string;
}

/** The call that opened the prompt, when it asks every time: the re-check is made for it. */
let forCall: AskedCall | undefined;
let settle: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<Listener>();

function emit(open: boolean): void {
  for (const listener of listeners) listener(open);
}

/**
 * Opens the re-check if it is not open; resolves true after a successful check, false on cancel.
 * `call`: the 405 came from an action that asks every time, and named the call.
 */
export function awaitRecheck(call?: AskedCall): Promise<boolean> {
  if (!pending) {
    forCall = call;
    pending = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    emit(true);
  }
  return pending;
}

export function finishRecheck(confirmed: boolean): void {
  const resolve = settle;
  pending = null;
  settle = null;
  forCall = undefined;
  emit(false);
  resolve?.(confirmed);
}

export function recheckedCall(): AskedCall | undefined {
  return forCall;
}

/** The call a 405's data names, if it is one of an action that asks every time. */
export function askedCallOf(data: unknown): AskedCall | undefined {
  const { action, request } = (data ?? {}) as { action?: unknown; request?: unknown };
  return typeof action === 'string' && typeof request === 'string' ? { action, request } : undefined;
}

export function isRecheckOpen(): boolean {
  return pending !== null;
}

export function onRecheckChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
