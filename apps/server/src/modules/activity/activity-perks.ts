import type { Orm } from '../../db/orm.ts';
import type { activities } from './activity.tables.ts';
import { announceElected } from './activity-election.ts';
import { activityPerks } from './activity-kinds.tables.ts';
import type { RankLine } from './activity-ranking.ts';

const DAY = 86_400;
type Activity = typeof activities.$inferSelect;

/** The perk each kind of activity grants its top places; the perks' lists are served by these kinds. */
export const PERK_KINDS = { family_star: 'family_title', new_star_room: 'room_slot' } as const;
/** Whether a kind's perk carries the activity's title words (a family's title does, a room's slot does not). */
const TITLED: ReadonlySet<string> = new Set(['family_title']);

/**
 * Grants the activity's perk to the places of its settled board ranked within `perkPlaces`, from
 * `now` for `perkDays` days, in the settlement's transaction: a family star's title to each top
 * family, a new star room's recommendation slot to each top room. Once per activity, kind and rank
 * (the table's unique key), so a second run grants nothing. Answers how many it granted.
 */
export async function grantPerks(orm: Orm, activity: Activity, lines: readonly RankLine[], now: number): Promise<number> {
  const kind = (PERK_KINDS as Readonly<Record<string, string>>)[activity.type];
  const top = lines.filter((line) => line.rank <= activity.perkPlaces);
  if (!kind || top.length === 0) return 0;
  const titled = TITLED.has(kind);
  const granted = await orm
    .insert(activityPerks)
    .values(
      top.map((line) => ({
        activityId: activity.id,
        kind,
        rank: line.rank,
        subjectId: line.subjectId,
        subjectName: line.name ?? '',
        titleZh: titled ? activity.perkTitleZh : '',
        titleEn: titled ? activity.perkTitleEn : '',
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

/**
 * What a kind's settlement does beside paying the template, in its transaction: a family star's
 * titles and a new star room's slots (grantPerks), a room election's announcement of who was elected.
 */
export async function settleKindOutcomes(orm: Orm, activity: Activity, lines: readonly RankLine[], now: number): Promise<void> {
  await grantPerks(orm, activity, lines, now);
  if (activity.type === 'room_election') await announceElected(orm, activity.id, lines);
}
