import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/** Channels (issue 17, SPEC §2 /channel/index): names per language, icon, regions, order, switch. */
type Channel = { id: number; name_en: string; regions: number[]; sort: number; is_on: boolean; description: string };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let channels: Channel[];

const call = <T = Channel>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Channel/${action}`, body, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  channels = (await call<{ list: Channel[] }>('channelList', { pn: 100 })).data.list;
});

describe('channels', () => {
  it('lists the channels in their order, with their description', async () => {
    expect(channels.map((channel) => channel.name_en)).toEqual(['Music', 'Games', 'Friends', 'Stories', 'Sports']);
    expect(channels[0]?.description).toBe('Live music and karaoke rooms');
  });

  it('needs both names, an icon and regions', async () => {
    const refused = await call('channelSave', { name_en: 'Quiz' }, admin, 'zh-cn');
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { name_zh: '不能为空', icon: '不能为空', regions: '不能为空' } });
  });

  it('adds, switches off and sorts a channel', async () => {
    const { rows } = await t.db.query<{ icon: string }>('SELECT icon FROM channel LIMIT 1');
    const made = await call('channelSave', { name_zh: '问答', name_en: 'Quiz', icon: rows[0]?.icon, regions: '1', sort: 1 });
    expect(made.status, made.msg).toBe(200);
    expect((await call('channelOn', { id: made.data.id, is_on: false })).data.is_on).toBe(false);
    const order = (await call<{ list: Channel[] }>('channelList', { pn: 100, regions: 1 })).data.list.map((one) => one.name_en);
    expect(order.indexOf('Quiz')).toBeLessThan(order.indexOf('Friends'));
  });

  it('shows a country admin the channels of their region, and changes only those wholly theirs', async () => {
    const seen = (await call<{ list: Channel[] }>('channelList', { pn: 100 }, countryAdmin)).data.list;
    expect(seen.map((channel) => channel.name_en)).not.toContain('Stories');
    expect(seen.every((channel) => channel.regions.includes(1))).toBe(true);
    const friends = channels.find((channel) => channel.name_en === 'Friends') as Channel;
    expect((await call('channelOn', { id: friends.id, is_on: false }, countryAdmin)).data.is_on).toBe(false);
    const music = channels.find((channel) => channel.name_en === 'Music') as Channel;
    expect(await call('channelOn', { id: music.id, is_on: false }, countryAdmin, 'zh-cn')).toMatchObject({
      status: 403,
      msg: '没有该区域的权限',
    });
  });
});
