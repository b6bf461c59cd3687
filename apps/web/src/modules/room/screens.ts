import type { BuiltRoute } from '../../app/screen.ts';

// Room review (/service/auditManage) is the room-review module's screen, its background tab this module's resource.
export const screens: BuiltRoute[] = [];
