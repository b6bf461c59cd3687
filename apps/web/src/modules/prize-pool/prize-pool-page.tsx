import { type PrizePoolKind, prizePoolActions, propActions } from '@console/contract';
import type { ComponentType } from 'react';
import { type UiLang, useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { GiftPicker } from '../../kit/gift-picker.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedField, pickedFilter, rowPicker } from '../../kit/resource/row-picker.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import './prize-pool.css';

const { PRIZE_POOLS, prizePoolPrizeLabels } = prizePoolActions;
type Row = Record<string, unknown>;

/** The sum rule and what the expected columns mean, above both lists. */
function PoolRule() {
  const words = prizePoolPrizeLabels[useUiLang()].screen;
  return (
    <div className="prize-pool-rule" data-testid="prize-pool-rule">
      <p>{words.rule}</p>
      <p>{words.expectation}</p>
    </div>
  );
}

/** A prop of the shop, by its name (the props the admin's regions sell). */
const PropPicker = rowPicker(propActions.props.list, (row) => String(row.name));

/** A prize's gift from the kit's gift picker, its prop from the shop's: in the prizes tab's form and in each row of a pool's prizes. */
function itemPickers(fields: FormField[]): FormField[] {
  return pickedField(fields, 'prop_id', PropPicker, { required: false }).map((field) =>
    field.name === 'gift_id'
      ? {
          ...field,
          render: ({ id, label, value, onChange }) => (
            <GiftPicker id={id} aria-label={label} value={value as number | null} onChange={onChange} />
          ),
        }
      : field,
  );
}

/** A pool's name and region's price, for the pickers of the prize tab. */
const poolName = (row: Row, _lang: UiLang) => `${String(row.name)} · ${String(row.price)}`;

/**
 * One kind of pool's screen: its pools (probability total, expected payout and return ratio beside
 * each; switched on and off by their own actions) and a prizes tab, filtered by pool, where each
 * prize shows its contribution and its pool's totals. Gifts come from the kit's gift picker.
 */
function prizePoolPage(kind: PrizePoolKind): ComponentType {
  const { pools, prizes } = PRIZE_POOLS[kind];
  const PoolPicker = rowPicker(pools.list, poolName);
  const PoolList = resourcePage(pools, {
    testId: `${kind}-pools`,
    extra: PoolRule,
    formFields: (fields) =>
      fields.map((field) =>
        field.list ? { ...field, list: { ...field.list, fields: itemPickers([...field.list.fields]) } } : field,
      ),
  });
  const PrizeList = resourcePage(prizes, {
    testId: `${kind}-prizes`,
    extra: PoolRule,
    filters: (filters, words) => pickedFilter(filters, 'pool_id', PoolPicker, words),
    formFields: (fields) => itemPickers(pickedField(fields, 'pool_id', PoolPicker)),
  });
  return function PrizePoolPage() {
    return (
      <ScreenTabs
        data-testid={`${kind}-page`}
        tabs={[
          { key: 'pools', of: pools, body: PoolList },
          { key: 'prizes', of: prizes, body: PrizeList },
        ]}
      />
    );
  };
}

export const RoomTurntablePage = prizePoolPage('roomTurntable');
export const LuckyBoxPage = prizePoolPage('luckyBox');
export const GameSetPage = prizePoolPage('gameSet');
