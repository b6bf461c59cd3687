import type { ServerModule } from '../../engine/registry.ts';
import { backgroundCatalogueActions, certificationActions } from './room-catalogue.actions.ts';
import { insertDemoCatalogue } from './room-catalogue.demo.ts';
import { receptionActionList } from './room-reception.actions.ts';
import { activityReviewActions, disbandReviewActions } from './room-review.actions.ts';
import { insertDemoReviews } from './room-review.demo.ts';

/**
 * Room review beyond backgrounds (activities, dissolutions), the official background catalogue,
 * room certifications and reception rooms (issue 16). Rooms come from the room module's lookup;
 * dissolutions go back to it through this module's lookup (`roomDissolutions`).
 */
export const roomReviewModule: ServerModule = {
  name: 'room-review',
  actions: [
    ...activityReviewActions,
    ...disbandReviewActions,
    ...backgroundCatalogueActions,
    ...certificationActions,
    ...receptionActionList,
  ],
  demo: async (db, now) => {
    await insertDemoReviews(db, now);
    await insertDemoCatalogue(db, now);
  },
};
