/**
 * Resident memory of another process (a server child), from /proc/<pid>/status: VmRSS polled every
 * 50 ms, and VmHWM (the kernel's own peak) after resetting it through /proc/<pid>/clear_refs, so a
 * spike between two polls still counts.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const POLL_MS = 50;

export interface RssPeak {
  /** VmRSS when the watch started, in MB. */
  baseline: number;
  /** The highest of the polled VmRSS and the reset VmHWM, in MB. */
  peak: number;
  samples: number;
  /** Whether the kernel's peak could be reset (else only polls count). */
  hwm: boolean;
}

/** A process's VmRSS (or peak, VmHWM) now, in MB. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Starts watching; `stop()` ends the polling and returns the peak since the start. */
export function watchRss(pid: number): { stop(): RssPeak } {
  const baseline = statusMb(pid, 'VmRSS');
  let hwm = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwm = false;
  }
  let peak = baseline;
  let samples = 1;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, statusMb(pid, 'VmRSS'));
      samples++;
    } catch {
      // the process is gone; stop() reports what was seen
    }
  }, POLL_MS);
  return {
    stop() {
      clearInterval(timer);
      try {
        peak = Math.max(peak, statusMb(pid, 'VmRSS'), hwm ? statusMb(pid, 'VmHWM') : 0);
      } catch {
        // as above
      }
      return { baseline, peak, samples, hwm };
    },
  };
}
