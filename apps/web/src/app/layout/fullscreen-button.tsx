import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const full = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  const toggle = () => {
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Browsers refuse without a user gesture or inside some frames; the button simply does nothing then.
    void change.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={full}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
