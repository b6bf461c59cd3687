import { ConfigProvider, Modal } from 'antd';
import { AntdProvider } from '../antd-provider.tsx';

/**
 * Confirmations the shell needs only now and then (closing a guarded tab). Loaded on first use; static antd calls get the theme and locale through
 * holderRender instead of an App wrapper in every screen's first load.
 */
ConfigProvider.config({ holderRender: (children) => <AntdProvider>{children}</AntdProvider> });

export function confirm(title: string, okText: string, cancelText: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ title, okText, cancelText, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
