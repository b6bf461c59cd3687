import { memberActions, memberDestroyActions } from '@console/contract';
import { Link } from 'react-router';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';
import { memberDetailPath } from '../member-paths.ts';

/** A member's id, linking to their user page for staff who may open it. */
function MemberLink({ id }: { id: number }) {
  const mayCall = useMayCall();
  return mayCall(memberActions.findMember) ? <Link to={memberDetailPath(id)}>{id}</Link> : id;
}

/** Deregistered users (menu 21009): account cancellations in progress, cancelled or done (SPEC §4), read only. */
export const UserDestroyPage = resourcePage(memberDestroyActions.userDestroys, {
  testId: 'user-destroy',
  columns: (columns) =>
    columns.map((column) =>
      column.key === 'user_id' ? { ...column, render: (row) => <MemberLink id={Number(row.user_id)} /> } : column,
    ),
  scrollX: 1250,
});
