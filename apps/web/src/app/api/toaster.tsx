import { message } from 'antd';
import { useEffect } from 'react';
import { AntdProvider } from '../antd-provider.tsx';
import { bindMessages } from './notify.ts';

/** Binds a context-aware message instance (theme, language) for the API client's toasts. */
export function Toaster() {
  const [instance, holder] = message.useMessage();
  useEffect(() => {
    bindMessages(instance);
    return () => bindMessages(null);
  }, [instance]);
  return <AntdProvider>{holder}</AntdProvider>;
}
