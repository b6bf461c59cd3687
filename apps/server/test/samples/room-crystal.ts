import type { Sample } from '../samples.ts';

/** Samples of the room-crystal module's actions that are not derived from a resource declaration (see samples.ts). */
export const samples: Record<string, Sample> = {};
