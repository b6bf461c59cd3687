import { giftActions, giftBagActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { GiftBagSendButton } from './gift-bag-send.tsx';
import { GiftPickerPreview } from './gift-picker-preview.tsx';

const GiftList = resourcePage(giftActions.gifts, { testId: 'gift-list', scrollX: 2000, extra: GiftPickerPreview });
const EmojiList = resourcePage(giftActions.emoji, { testId: 'emoji-list', scrollX: 900 });
const GiftBagList = resourcePage(giftBagActions.giftBags, { testId: 'gift-bag-list', scrollX: 1400, tools: GiftBagSendButton });

/** Gifts and emoji (menu 13001, /props/giftInformation), and the gift bags sent: three tabs, each a resource list. */
export function GiftPage() {
  return (
    <ScreenTabs
      data-testid="gift-page"
      tabs={[
        { key: 'gifts', of: giftActions.gifts, body: GiftList },
        { key: 'emoji', of: giftActions.emoji, body: EmojiList },
        { key: 'bags', of: giftBagActions.giftBags, body: GiftBagList },
      ]}
    />
  );
}
