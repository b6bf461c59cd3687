import type { ReactNode } from 'react';
import './staff.css';

export type Tone = 'green' | 'red' | 'orange' | 'blue' | 'purple' | 'grey';

/** A coloured label in a table cell, styled like antd's Tag without loading it into every staff screen. */
export function StaffTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`staff-tag staff-tag--${tone}`}>{children}</span>;
}
