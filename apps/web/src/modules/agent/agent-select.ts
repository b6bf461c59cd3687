import { agentActions } from '@console/contract';
import { rowPicker } from '../../kit/resource/row-picker.tsx';

/** The agents the admin sees (their regions', or an agent account's own), by id, nickname and member id. */
export const AgentSelect = rowPicker(
  agentActions.agents.list,
  (row) => `#${row.id} ${String(row.nickname)} (${String(row.member_id)})`,
);
