import { ConfigProvider, Modal, notification } from 'antd';
import { AntdProvider } from '../antd-provider.tsx';

/**
 * Confirmations and sticky warnings the shell needs only now and then (closing a guarded tab, the
 * daily quota warning). Loaded on first use; static antd calls get the theme and locale through
 * holderRender instead of an App wrapper in every screen's first load.
 */
ConfigProvider.config({ holderRender: (children) => <AntdProvider>{children}</AntdProvider> });
// Bottom left, over the side menu's empty end: a warning that stays must not cover the user menu,
// the tabs or the back-to-top button.
notification.config({ placement: 'bottomLeft' });

export function confirm(title: string, okText: string, cancelText: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ title, okText, cancelText, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

export function stickyWarning(key: string, title: string): void {
  notification.warning({ key, title, duration: 0 });
}
