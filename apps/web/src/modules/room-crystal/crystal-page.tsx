import { roomCrystalActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import './room-crystal.css';

const { crystalLevels, crystalGifts, crystalRooms } = roomCrystalActions;

/** The crystal's rule above its levels: probabilities are each level's own chance, and what the expected columns mean. */
function CrystalRule() {
  const words = roomCrystalActions.crystalLevelLabels[useUiLang()].screen;
  return (
    <div className="crystal-rule" data-testid="crystal-rule">
      <p>{words.rule}</p>
      <p>{words.expectation}</p>
    </div>
  );
}

const LevelList = resourcePage(crystalLevels, { testId: 'crystal-levels', extra: CrystalRule });
const GiftList = resourcePage(crystalGifts, { testId: 'crystal-gifts' });
const RoomList = resourcePage(crystalRooms, { testId: 'crystal-rooms' });

/** Room crystal (menu 24003, /setting/home): its levels, the gifts that charge it and the rooms in the programme. */
export function CrystalPage() {
  return (
    <ScreenTabs
      data-testid="crystal-page"
      tabs={[
        { key: 'levels', of: crystalLevels, body: LevelList },
        { key: 'gifts', of: crystalGifts, body: GiftList },
        { key: 'rooms', of: crystalRooms, body: RoomList },
      ]}
    />
  );
}
