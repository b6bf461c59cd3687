import { preferenceActions } from '@console/contract';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';

const get = implement(preferenceActions.tableColumnsGet, async (input, ctx) => {
  const { rows } = await ctx.sql.query<{ hidden: string[] }>(
    'SELECT hidden FROM admin_table_columns WHERE admin_id = $1 AND table_name = $2',
    [ctx.admin.adminId, input.table],
  );
  return { table: input.table, hidden: rows[0]?.hidden ?? [] };
});

const save = implement(preferenceActions.tableColumnsSave, async (input, ctx) => {
  const hidden = [...new Set(input.hidden)];
  const { rows } = await ctx.sql.query<{ hidden: string[] }>(
    'SELECT hidden FROM admin_table_columns WHERE admin_id = $1 AND table_name = $2',
    [ctx.admin.adminId, input.table],
  );
  await ctx.sql.query(
    `INSERT INTO admin_table_columns (admin_id, table_name, hidden, updated_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (admin_id, table_name) DO UPDATE SET hidden = EXCLUDED.hidden, updated_at = EXCLUDED.updated_at`,
    [ctx.admin.adminId, input.table, JSON.stringify(hidden), ctx.now],
  );
  ctx.audit({
    targetType: 'table_columns',
    targetId: input.table,
    message: { key: 'columns_hide', params: { table: input.table, count: hidden.length } },
    before: { hidden: rows[0]?.hidden ?? [] },
    after: { hidden },
  });
  return { table: input.table, hidden };
});

export const preferenceModule: ServerModule = { name: 'Preference', actions: [get, save] };
