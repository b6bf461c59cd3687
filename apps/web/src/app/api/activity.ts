/** Calls in flight that show the loading bar; uploads stay out of it (SPEC §7). */
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();

export function trackCall(): () => void {
  inFlight++;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight--;
    notify();
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function callsInFlight(): number {
  return inFlight;
}

export function subscribeCalls(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
