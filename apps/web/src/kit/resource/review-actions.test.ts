import { memberViolationActions, type Resource, roomBackgroundActions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { wordsOf } from './resource-fields.tsx';
import { reviewActions } from './review-actions.ts';

const labelsOf = (resource: Resource, lang: 'en' | 'zh-cn') => {
  const { rowActions, batchActions } = reviewActions(resource, wordsOf(resource, lang), () => {});
  return { row: rowActions.map((action) => action.label), batch: batchActions.map((action) => action.label) };
};

describe('review buttons', () => {
  it('say pass, refuse and ignore unless the queue names its own verbs', () => {
    expect(labelsOf(roomBackgroundActions.roomBackgroundReviews, 'en').row).toEqual(['Pass', 'Refuse', 'Ignore']);
    expect(labelsOf(memberViolationActions.memberViolations, 'en')).toEqual({
      row: ['Ignore', 'Ban'],
      batch: ['Ignore the selected', 'Ban the selected'],
    });
    expect(labelsOf(memberViolationActions.memberViolations, 'zh-cn').row).toEqual(['忽略', '封禁']);
  });
});
