/**
 * Calls parked on a 405 wait here while the password re-check modal is open. Every caller shares
 * one prompt; confirming releases them all to be re-run once, cancelling rejects them.
 */
type Listener = (open: boolean) => void;

let pending: Promise<boolean> | null = null;
let settle: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<Listener>();

function emit(open: boolean): void {
  for (const listener of listeners) listener(open);
}

/** Opens the re-check if it is not open; resolves true after a successful check, false on cancel. */
export function awaitRecheck(): Promise<boolean> {
  if (!pending) {
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
  emit(false);
  resolve?.(confirmed);
}

export function isRecheckOpen(): boolean {
  return pending !== null;
}

export function onRecheckChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
