import type { HTMLAttributes, ReactNode } from 'react';
import './kit.css';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  /** Smaller padding, for boxes set side by side or under a detail. */
  compact?: boolean;
}

/**
 * A titled white box for dashboards and details: antd's Card brings its tabs and skeleton along
 * (~15 KB gzip in a screen's first load), which a box does not need. Other attributes (a test id,
 * an aria-label, data of its own) go on the box.
 */
export function Panel({ title, extra, children, className, compact, ...rest }: Props) {
  const classes = ['panel', compact ? 'panel--compact' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} {...rest}>
      {(title || extra) && (
        <header className="panel__head">
          <div className="panel__title">{title}</div>
          {extra}
        </header>
      )}
      <div className="panel__body">{children}</div>
    </section>
  );
}
