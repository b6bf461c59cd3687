import { actionKey, menuIdsOf } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Registry } from './registry.ts';

/** One action as the docs show it; generated from the registry, so they cannot drift from the code. */
export function describeActions(registry: Registry) {
  return [...registry.actions.values()].map(({ spec, export: exported }) => ({
    path: `/api/${actionKey(spec)}`,
    summary: spec.summary,
    label: spec.label ?? null,
    permission: typeof spec.permission === 'object' ? { menu: menuIdsOf(spec.permission.menu) } : spec.permission,
    mutates: spec.mutates,
    sensitive: spec.sensitive ?? false,
    scope: spec.scope ?? null,
    export: exported !== undefined,
    // Inputs are described after parsing: form strings such as "12" or "1,2,3" arrive as these types.
    input: z.toJSONSchema(spec.input, { io: 'output', unrepresentable: 'any' }),
    output: z.toJSONSchema(spec.output, { io: 'output', unrepresentable: 'any' }),
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /api/docs (HTML) and /api/docs.json: every action with its permission, flags and schemas. */
export function registerDocs(server: FastifyInstance, registry: Registry): void {
  const actions = describeActions(registry);
  server.get('/api/docs.json', async () => ({ actions }));
  server.get('/api/docs', async (_request, reply) => {
    const rows = actions
      .map(
        (
          a,
        ) => `<section><h2><code>POST ${escapeHtml(a.path)}</code></h2><p>${a.label ? `<strong>${escapeHtml(a.label.en)}</strong> · ${escapeHtml(a.label.zh)} — ` : ''}${escapeHtml(a.summary)}</p>
<p>permission: <code>${escapeHtml(JSON.stringify(a.permission))}</code>${a.mutates ? ' · mutates (logged)' : ''}${a.sensitive ? ' · needs password re-check' : ''}${a.scope ? ` · region scope ${escapeHtml(JSON.stringify(a.scope))}` : ''}</p>
<details><summary>input</summary><pre>${escapeHtml(JSON.stringify(a.input, null, 2))}</pre></details>
<details><summary>output</summary><pre>${escapeHtml(JSON.stringify(a.output, null, 2))}</pre></details></section>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Console API</title>
<style>body{font:14px system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em}h2{font-size:15px;margin:1.5em 0 .3em}pre{background:#f5f5f5;padding:.5em;overflow:auto}</style></head>
<body><h1>Console API</h1><p>All calls: <code>POST /api/&lt;Module&gt;/&lt;action&gt;?lang=zh-cn|en-us&amp;token=…</code>, form, multipart or JSON body; answers <code>{status, msg, data}</code>. ${actions.length} actions.</p>${rows}</body></html>`);
  });
}
