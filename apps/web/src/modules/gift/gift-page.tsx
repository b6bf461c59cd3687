import { giftActions } from '@console/contract';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { GiftPickerPreview } from './gift-picker-preview.tsx';

const GiftList = resourcePage(giftActions.gifts, { testId: 'gift-list', scrollX: 2000, extra: GiftPickerPreview });
const EmojiList = resourcePage(giftActions.emoji, { testId: 'emoji-list', scrollX: 900 });

type Tab = 'gifts' | 'emoji';

/** Gifts and emoji (menu 13001, /props/giftInformation): two tabs, each a resource list. */
export function GiftPage() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>('gifts');
  const tabs: { key: Tab; label: string; body: () => ReactNode }[] = [
    { key: 'gifts', label: giftActions.gifts.labels[lang].tab ?? '', body: () => <GiftList /> },
    { key: 'emoji', label: giftActions.emoji.labels[lang].tab ?? '', body: () => <EmojiList /> },
  ];
  const current = tabs.find((one) => one.key === tab) ?? tabs[0];
  const choose = (key: Tab) => {
    if (key === tab) return;
    setTab(key);
    // Each tab's list keeps its filters in the URL; another tab starts from none.
    navigate({ pathname, search: '' }, { replace: true });
  };
  return (
    <div data-testid="gift-page">
      <div role="tablist" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {tabs.map((one) => (
          <button
            key={one.key}
            type="button"
            role="tab"
            id={`gift-tab-${one.key}`}
            aria-selected={one.key === current?.key}
            aria-controls="gift-tab-panel"
            onClick={() => choose(one.key)}
          >
            {one.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="gift-tab-panel" aria-labelledby={`gift-tab-${current?.key}`} key={current?.key}>
        {current?.body()}
      </div>
    </div>
  );
}
