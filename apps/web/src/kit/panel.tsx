import type { ReactNode } from 'react';
import './kit.css';

interface Props {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled white box for dashboards: antd's Card brings its tabs along, which a box does not need. */
export function Panel({ title, extra, children, className }: Props) {
  return (
    <section className={className ? `panel ${className}` : 'panel'}>
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
