import { guildActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { guildHostsPath } from './guild-paths.ts';

/** Guilds (menu 5001): list, add/edit, switch, delete, export; each row opens its hosts. */
export const GuildPage = resourcePage(guildActions.guilds, {
  testId: 'guilds',
  rowActions: ({ words, navigate }) => [
    { key: 'hosts', label: words.screen('hosts') ?? 'Hosts', open: (row) => navigate(guildHostsPath(row.id)) },
  ],
  // The owner is required; the server says so in its own words when it is left out.
  formFields: (fields) => fields.map((field) => (field.name === 'owner_no' ? { ...field, required: true } : field)),
});
