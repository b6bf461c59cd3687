import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './kit.css';

interface Props {
  text: string | null | undefined;
  /** Characters shown in the cell before 'more'. */
  max?: number;
  title?: string;
}

const FullTextModal = lazy(() => import('./full-text-modal.tsx').then((m) => ({ default: m.FullTextModal })));

/** SPEC §2 show-more text cell: a long value is cut in the table and opens whole in a dialog. */
export function ShowMoreText({ text, max = 40, title }: Props) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  const value = text ?? '';
  const chars = [...value];
  if (chars.length <= max) return <span>{value}</span>;
  return (
    <span className="show-more">
      <span>{chars.slice(0, max).join('')}…</span>
      <Button type="link" size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('more')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FullTextModal title={title ?? t('fullText')} text={value} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
