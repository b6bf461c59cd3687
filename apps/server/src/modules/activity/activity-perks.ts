import type { Orm } from '../../db/orm.ts';
import type { activities } from './activity.tables.ts';
import { activityPerks } from './activity-kinds.tables.ts';
import type { RankLine } from './activity-ranking.ts';

const DAY = 86_400;
type Activity = typeof activities.$inferSelect;

/** The perk each kind of activity grants its top places (none for the others), and whether it carries the activity's title words. */
const PERKS: Readonly<Record<string, { kind: string; titled: boolean }>> = {
  family_star: { kind: 'family_title', titled: true },
  new_star_room: { kind: 'room_slot', titled: false },
};

/** The perk kind an activity type grants, if any (the perks' lists read it). */
export const perkKindOf = (type: string): string | undefined => PERKS[type]?.kind;

/**
 * Grants the activity's perk to the places of its settled board ranked within `perkPlaces`, from
 * `now` for `perkDays` days, in the settlement's transaction: a family star's title to each top
 * family, a new star room's recommendation slot to each top room. Once per activity, kind and rank
 * (the table's unique key), so a second run grants nothing. Answers how many it granted.
 */
export async function grantPerks(orm: Orm, activity: Activity, lines: readonly RankLine[], now: number): Promise<number> {
  const perk = PERKS[activity.type];
  const top = lines.filter((line) => line.rank <= activity.perkPlaces);
  if (!perk || top.length === 0) return 0;
  const granted = await orm
    .insert(activityPerks)
    .values(
      top.map((line) => ({
        activityId: activity.id,
        kind: perk.kind,
        rank: line.rank,
        subjectId: line.subjectId,
        subjectName: line.name ?? '',
        titleZh: perk.titled ? activity.perkTitleZh : '',
        titleEn: perk.titled ? activity.perkTitleEn : '',
        startsAt: now,
        endsAt: now + activity.perkDays * DAY,
        regionId: line.regionId,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: activityPerks.id });
  return granted.length;
}
