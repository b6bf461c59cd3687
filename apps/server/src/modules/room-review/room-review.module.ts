import type { ServerModule } from '../../engine/registry.ts';
import { backgroundCatalogueActions, certificationActions } from './room-catalogue.actions.ts';
import { insertDemoCatalogue } from './room-catalogue.demo.ts';
import { receptionActionList } from './room-reception.actions.ts';
import { activityReviewActions } from './room-review.actions.ts';
import { insertDemoReviews } from './room-review.demo.ts';

/**
 * Room review beyond backgrounds and dissolutions (activities), the official background catalogue,
 * room certifications and reception rooms (issue 16). Rooms come from the room module's lookup; a
 * room's background and dissolution reviews are the room module's, as they change the room.
 */
export const roomReviewModule: ServerModule = {
  name: 'room-review',
  actions: [...activityReviewActions, ...backgroundCatalogueActions, ...certificationActions, ...receptionActionList],
  demo: async (db, now) => {
    await insertDemoReviews(db, now);
    await insertDemoCatalogue(db, now);
  },
};
