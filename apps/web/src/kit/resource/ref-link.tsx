import { menuIdAt, type RefEntity } from '@console/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * The record pages a reference opens, by entity: the member, room and group detail screens take the
 * row's id in `?id=`. Entities with no record page of their own are shown without a link.
 */
const DETAIL_PAGES: Partial<Record<RefEntity, string>> = {
  member: menuEntry('/user/userInformation/userDetail'),
  room: menuEntry('/service/roomDetail'),
  group: menuEntry('/group/groupManagement/groupDetail'),
};

/** A path of the menu, checked at load: a moved screen stops the build's tests, not a staff member's click. */
function menuEntry(path: string): string {
  menuIdAt(path);
  return path;
}

/** The address of a row's record page, when its entity has one. */
export function detailAddress(entity: RefEntity, id: number): string | undefined {
  const page = DETAIL_PAGES[entity];
  return page ? `${page}?id=${id}` : undefined;
}

/**
 * A reference in a cell ("Falcon (10000001)") as a link to the row's record page, opened inside the
 * console (a new tab of the tab bar); a plain click, a middle click or ctrl-click as browsers do.
 */
export function RefLink({ entity, id, children }: { entity: RefEntity; id: number; children: ReactNode }) {
  const navigate = useNavigate();
  const address = detailAddress(entity, id);
  if (!address) return <>{children}</>;
  return (
    <a
      className="ref-link"
      href={address}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(address);
      }}
    >
      {children}
    </a>
  );
}
