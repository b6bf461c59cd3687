import { type ActionSpec, defineAction } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuditEntry } from '../context.ts';
import { summaryColumns } from './audit.ts';

const spec: ActionSpec = defineAction({
  module: 'Probe',
  action: 'poke',
  summary: 'Poke the probe',
  label: { zh: '戳一下', en: 'Poke' },
  permission: 'signedIn',
  mutates: true,
  input: z.object({}),
  output: z.null(),
});

describe('an operation-log row’s summary', () => {
  it('is stored as the message’s key and parameters, with its English beside them', () => {
    const entry: AuditEntry = { message: { key: 'admin_edit', params: { username: 'li.na' } } };
    expect(summaryColumns(spec, entry)).toEqual({
      summary: 'Edit admin li.na',
      summaryKey: 'admin_edit',
      summaryParams: { username: 'li.na' },
    });
  });

  it('is the action’s label when the action says nothing of its own', () => {
    expect(summaryColumns(spec, {})).toEqual({
      summary: 'Poke the probe',
      summaryKey: 'action',
      summaryParams: { label: { zh: '戳一下', en: 'Poke' } },
    });
  });

  it('cannot be free text: the audit entry has no such field, and a key must be one of the catalogue', () => {
    const freeText: AuditEntry = {
      // @ts-expect-error A sentence written here would show in English to every reader (issue 12 item 7).
      summary: 'Poke the probe hard',
    };
    // @ts-expect-error Only keys of LOG_SUMMARIES: a made-up key would have no words to read.
    const madeUp: AuditEntry = { message: { key: 'poke_hard' } };
    expect(summaryColumns(spec, freeText)).toMatchObject({ summary: 'Poke the probe', summaryKey: 'action' });
    expect(summaryColumns(spec, madeUp)).toMatchObject({ summaryKey: 'poke_hard' });
  });
});
