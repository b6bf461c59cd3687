import type { Orm } from '../../db/orm.ts';
import { memberProps } from './member-profile.tables.ts';

/** A prop staff give a member: what the user page's prop list (Member/findPropList) then shows. */
export interface GivenProp {
  memberId: number;
  propType: string;
  name: string;
  /** Where it comes from, as the prop list shows it. */
  source: string;
  expiresAt: number;
  createdAt: number;
}

/**
 * Puts props into members' backpacks (one each, not in use: the member chooses when to wear or use
 * it), for the prop grants (modules/prop) in the caller's transaction. The caller has checked the
 * members; the rows are theirs from now on, taken away only through the user page.
 */
export async function givePropsToBackpacks(db: Orm, props: readonly GivenProp[]): Promise<void> {
  if (props.length === 0) return;
  await db.insert(memberProps).values(
    props.map((prop) => ({
      memberId: prop.memberId,
      place: 'backpack',
      propType: prop.propType,
      name: prop.name,
      quantity: 1,
      inUse: false,
      source: prop.source,
      expiresAt: prop.expiresAt,
      createdAt: prop.createdAt,
    })),
  );
}
