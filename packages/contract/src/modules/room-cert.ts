import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { roomCertLabels } from './room-cert.labels.ts';

/** A certification is valid until its expiry (none: for good), then expired; derived from the call's clock. */
export const CERTIFICATION_STATES = ['valid', 'expired'] as const;

/**
 * Certified rooms (menu 2016, /service/roomCertification): a badge (name, short label, icon) a room
 * shows in the app, in the regions chosen, until it expires. Staff name the room by its pretty id
 * (required; a number no room has is refused, `room_not_found`); a room holds one certification
 * (another is refused as a duplicate: edit the one it has). Scoped by the room's region: a country
 * admin certifies, sees and removes only rooms of their region.
 */
export const roomCertifications = resource({
  module: 'Room',
  namespace: 'roomCert',
  menu: menuIdAt('/service/roomCertification'),
  labels: roomCertLabels,
  scope: { region: 'region_id' },
  fields: {
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    // The first text field: what questions and the log name a row by.
    name: { kind: 'text', max: 32, required: true, filter: 'contains' },
    label: { kind: 'text', max: 16 },
    icon: { kind: 'image', required: true },
    room_id: { kind: 'room', readOnly: true, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    regions: { kind: 'regions', required: true },
    expires_at: { kind: 'time', nullable: true, sortable: true },
    state: {
      kind: 'enum',
      values: CERTIFICATION_STATES,
      colors: { valid: 'success', expired: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    created_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true, sortable: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: {
    list: 'roomCertificationList',
    detail: 'roomCertificationDetail',
    save: 'roomCertificationSave',
    delete: 'roomCertificationDelete',
    export: 'roomCertificationExport',
  },
});
export type RoomCertRow = RowOf<typeof roomCertifications.fields>;
