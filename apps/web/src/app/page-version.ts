/**
 * SPEC §4: the page reloads once when the stored page version differs from this build's. A first
 * visit has nothing stale to drop, so it only stores the version.
 */
export type PageVersionStep = 'keep' | 'store' | 'reload';

export function pageVersionStep(stored: string | null, current: number): PageVersionStep {
  if (stored === String(current)) return 'keep';
  return stored === null ? 'store' : 'reload';
}
