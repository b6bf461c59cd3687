import { agentActions, systemMessageActions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { offers } from './row-actions.ts';

/** Rows offer a step by the declared lifecycle the server enforces (issue 28 item 1), and the screen's own rule beside it. */
describe('row steps offered by a lifecycle', () => {
  const orders = agentActions.agentRecharges;
  const row = (status: string) => ({ id: 1, status });

  it('offers a command only from the states its transition starts from', () => {
    const confirm = offers(orders, 'confirm');
    expect(confirm?.(row('paying'))).toBe(true);
    expect(confirm?.(row('received'))).toBe(false);
    expect(confirm?.(row('cancelled'))).toBe(false);
  });

  it('offers Edit only in the states the lifecycle takes edits in', () => {
    const edit = offers(systemMessageActions.timedMessages, 'edit');
    expect(edit?.({ id: 1, state: 'pending' })).toBe(true);
    expect(edit?.({ id: 1, state: 'sent' })).toBe(false);
  });

  it('adds the screen’s own rule, and offers everything where neither says anything', () => {
    const ownRule = offers(orders, 'confirm', (one) => one.id !== 1);
    expect(ownRule?.(row('paying'))).toBe(false);
    expect(offers(systemMessageActions.systemMessages, 'edit')).toBeUndefined();
  });
});
