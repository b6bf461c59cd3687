import { familyActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoFamilies } from './family.demo.ts';
import { families, familyDissolutions, familyMembers } from './family.tables.ts';
import { dissolveFamilies, removeFamilyMember } from './family-dissolution.ts';
import { foundFamily, liveMemberCount } from './family-founding.ts';

const member = rowsAboutMember(familyMembers.memberId);

/**
 * Families (SPEC §2 /family, §7 module Family): the family list with its founding rules, the
 * members tab with removal, and the dissolution queue whose disbanding dissolves the family.
 */
export const familyModule: ServerModule = {
  name: 'family',
  references: { family: entityPlaces({ id: families.id, region: families.regionId, name: families.name }) },
  actions: [
    ...serveResource(familyActions.families, families, {
      select: { member_count: liveMemberCount('family.id') },
      beforeSave: foundFamily,
    }),
    ...serveResource(familyActions.familyMembers, familyMembers, {
      join: [{ table: families, on: eq(families.id, familyMembers.familyId) }, member.join],
      columns: { family_name: families.name, nickname: member.columns.nickname },
      commands: { remove: removeFamilyMember },
    }),
    ...serveResource(familyActions.familyDissolutions, familyDissolutions, {
      join: { table: families, on: eq(families.id, familyDissolutions.familyId) },
      columns: { family_name: families.name, owner_id: families.ownerId },
      select: { member_count: liveMemberCount('family_dissolution.family_id') },
      afterCheck: dissolveFamilies,
    }),
  ],
  demo: insertDemoFamilies,
};
