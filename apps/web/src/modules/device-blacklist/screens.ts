import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/deviceBlackList', () =>
    import('./device-blacklist-page.tsx').then((m) => m.DeviceBlacklistPage),
  ),
];
