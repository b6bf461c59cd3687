import { giftActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api/client.ts';
import { currentWireLang } from '../app/i18n.ts';
import './kit.css';
import { Select } from './select.tsx';

type GiftType = (typeof giftActions.GIFT_TYPES)[number];

interface Props {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Only gifts of this type (a naming activity offers naming gifts). */
  type?: GiftType;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

/**
 * The gift picker screens share (activities, rewards, crystal gifts): gifts on shelf now in the
 * caller's regions, searched on the server by name in any language (CommonHelper/giftSelectList), each
 * with its icon and coin price. The server sends at most a page; more matches ask for a narrower search.
 */
export function GiftPicker(props: Props) {
  const { t } = useTranslation('kit');
  const [search, setSearch] = useState('');
  const name = useDeferredValue(search.trim());
  const gifts = useQuery({
    queryKey: ['giftSelectList', currentWireLang(), name, props.type],
    queryFn: () => api(giftActions.giftSelectList, { name: name || undefined, type: props.type }),
    // What is on shelf changes with the clock, not with edits this page knows of: never kept as fresh.
    staleTime: 0,
  });
  const list = gifts.data?.list ?? [];
  const more = (gifts.data?.total ?? 0) - list.length;
  return (
    <Select<number>
      id={props.id}
      aria-label={props['aria-label'] ?? t('chooseGift')}
      className="gift-picker"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      disabled={props.disabled}
      loading={gifts.isFetching}
      placeholder={t('searchGifts')}
      notFoundContent={gifts.isFetching ? null : t('noGiftOnShelf')}
      // Opening asks again: a gift whose on time came while the page stood open is offered at once.
      onOpenChange={(open) => {
        if (open) void gifts.refetch();
      }}
      value={props.value ?? undefined}
      onChange={(next) => props.onChange?.(next ?? null)}
      options={list.map((gift) => ({
        value: gift.id,
        label: (
          <span className="gift-picker__option" data-gift-id={gift.id}>
            <img src={gift.icon} alt="" loading="lazy" />
            <span>{gift.name}</span>
            <span className="gift-picker__price">{t('giftPrice', { price: gift.price })}</span>
          </span>
        ),
      }))}
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 && <div className="gift-picker__more">{t('moreGifts', { count: more })}</div>}
        </>
      )}
    />
  );
}
