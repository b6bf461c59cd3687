import { hostActions } from '@console/contract';
import { rowPicker } from '../../kit/resource/row-picker.tsx';

/** The host groups the admin sees (their regions'), by name: the host list's filter and group form. */
export const HostGroupSelect = rowPicker(hostActions.hostGroups.list, (group) => String(group.name));
