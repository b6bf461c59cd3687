import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: shows after 100 px of scrolling, 80 px from the bottom and 50 px from the right. */
export const BACK_TO_TOP = { visibleAfter: 100, bottom: 80, right: 50 } as const;

/** A plain button rather than antd's FloatButton, which brings its badge along into every screen's load. */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP.visibleAfter);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <Tooltip title={t('backTop')} placement="left">
      <button
        type="button"
        className="back-to-top"
        aria-label={t('backTop')}
        style={{ right: BACK_TO_TOP.right, bottom: BACK_TO_TOP.bottom }}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <VerticalAlignTopOutlined />
      </button>
    </Tooltip>
  );
}
