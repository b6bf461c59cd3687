import { AppstoreOutlined, FileSearchOutlined, HomeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * Icons of the menu groups that have built screens. Each icon's path data ships in the shell's
 * first load, so a group gets its icon together with its first screen; others show the generic one.
 */
const ICONS: Record<string, ReactNode> = {
  '/home': <HomeOutlined />,
  '/operationLog': <FileSearchOutlined />,
};

export function groupIcon(group: string): ReactNode {
  return ICONS[group] ?? <AppstoreOutlined />;
}
