import { COMMON_LABELS, REWARD_KINDS, REWARD_LABELS, REWARD_PARTS, type Reward, type RewardKind } from '@console/contract';
import { InputNumber, Space } from 'antd';
import { useUiLang } from '../../app/i18n.ts';
import { GiftPicker } from '../gift-picker.tsx';
import { Select } from '../select.tsx';

interface Props {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: Reward | undefined) => void;
  disabled?: boolean;
}

/**
 * A reward in a form (the `reward` kind): its kind, then only the parts that kind takes
 * (REWARD_PARTS: the item, the amount, the days), each with the kind's own words. A gift is chosen
 * from the gift picker; other items by their id in their catalogue.
 */
export function RewardControl({ id, label, value, onChange, disabled }: Props) {
  const lang = useUiLang();
  const words = REWARD_LABELS[lang];
  const reward = (value ?? undefined) as Partial<Reward> | undefined;
  const parts = reward?.kind ? REWARD_PARTS[reward.kind] : undefined;
  const set = (part: keyof Reward, next: unknown) => {
    if (!reward?.kind) return;
    onChange({ ...reward, kind: reward.kind, [part]: next ?? undefined });
  };
  const number = (part: 'item_id' | 'amount' | 'days', partLabel: string, max?: number) => (
    <InputNumber<number>
      aria-label={`${label} ${partLabel}`}
      min={1}
      max={max}
      disabled={disabled}
      value={(reward?.[part] as number | undefined) ?? null}
      onChange={(next) => set(part, next)}
    />
  );
  return (
    <Space wrap>
      <Select<RewardKind>
        id={id}
        aria-label={label}
        style={{ minWidth: 120 }}
        disabled={disabled}
        placeholder={COMMON_LABELS[lang].choose}
        value={reward?.kind}
        options={REWARD_KINDS.map((kind) => ({ value: kind, label: words.kinds[kind] }))}
        // A new kind keeps nothing of the old one's parts: a gift's count is no coin amount.
        onChange={(kind) => onChange({ kind })}
      />
      {parts?.item &&
        (parts.item.catalogue === 'gift' ? (
          <GiftPicker
            aria-label={`${label} ${words.item}`}
            disabled={disabled}
            value={reward?.item_id ?? null}
            onChange={(next) => set('item_id', next)}
          />
        ) : (
          number('item_id', words.item)
        ))}
      {parts?.amount && reward?.kind && number('amount', words.amount[reward.kind as 'coins' | 'gift'], parts.amount.max)}
      {parts?.days && number('days', words.days)}
    </Space>
  );
}
