import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { forbidden, invalid } from '../../engine/errors.ts';
import { roomTopics } from './room-topic.tables.ts';

/**
 * The topic a room goes on: it must exist and be seen by the caller (shown in one of their regions),
 * or the row would sit on a topic they cannot see.
 */
export async function topicFor(ctx: ActionContext, topicId: number): Promise<{ id: number; regions: number[] }> {
  const [topic] = await ctx.db
    .select({ id: roomTopics.id, regions: roomTopics.regions })
    .from(roomTopics)
    .where(eq(roomTopics.id, topicId));
  if (!topic) throw invalid('topic_unknown', { topic_id: 'not_found' });
  const { scope } = ctx;
  if (!scope.all && !topic.regions.some((region) => scope.regionIds.includes(region))) throw forbidden('out_of_region');
  return topic;
}
