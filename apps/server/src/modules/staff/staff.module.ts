import { adminActions } from './admin.actions.ts';
import { areaActionList } from './area.actions.ts';
import { overrideActionList } from './overrides.actions.ts';
import { roleActionList } from './role.actions.ts';

export const staffModule = {
  name: 'staff',
  actions: [...adminActions, ...roleActionList, ...areaActionList, ...overrideActionList],
};
