import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { agentIdOf } from './agent-paths.ts';

/**
 * A screen opened by its address alone (`/agentManagement/recharge/12`): the agent id of the path
 * becomes the list's `filter` in the query, as the row's link puts it, so the list, the search
 * panel and the export read one filter. The bare pattern (no agent) shows every agent's rows.
 */
export function usePathFilter(filter: string): number | undefined {
  const { userId } = useParams();
  const agentId = agentIdOf(userId);
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const missing = agentId !== undefined && !query.has(filter);
  useEffect(() => {
    if (!missing) return;
    query.set(filter, String(agentId));
    navigate(`${location.pathname}?${query.toString()}`, { replace: true });
  });
  return agentId;
}
