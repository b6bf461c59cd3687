import type { Queryable } from '../../db/database.ts';
import { type ListContext, type ListDefinition, listBatches } from '../list/list.ts';
import type { EntityPlacesRegistry } from '../scope.ts';

/** What an export's batches are read with: the exporting admin's scope, on the connection the file is written from. */
export interface ExportContext extends ListContext {
  sql: Queryable;
  references: EntityPlacesRegistry;
}

/** The rows of an export in batches, as the list gives them (its filters, the admin's scope), each enriched as the definition asks. */
export async function* exportBatches<Row>(
  context: ExportContext,
  definition: {
    list: ListDefinition<Row>;
    enrich?: (context: ExportContext, rows: Row[]) => Promise<Row[]>;
  },
  filters: Record<string, unknown>,
): AsyncGenerator<Row[]> {
  for await (const batch of listBatches(context, definition.list, filters)) {
    yield definition.enrich ? await definition.enrich(context, batch) : batch;
  }
}
