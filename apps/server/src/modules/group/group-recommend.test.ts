import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/** Group checks, hobbies with their xlsx import, and H5 popups (issue 17, SPEC §7 RecommendGroup). */
type Check = { id: number; group_id: number; kind: string; new_name: string; state: string; region_id: number };
type Hobby = { id: number; name: string; group_count: number };
type Popup = { id: number; title: string; regions: number[]; shelf_state: string };
type Report = { total: number; imported: number; skipped?: number; failed: { row: number; value: string; reason: string }[] };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let image = '';

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`RecommendGroup/${action}`, body, { token, lang });
const checks = async (body: Record<string, unknown> = {}, token = admin) =>
  (await call<{ list: Check[]; total: number }>('groupCheckList', { pn: 100, ...body }, token)).data;
const hobbies = async () => (await call<{ list: Hobby[] }>('hobbyList', { pn: 100 })).data.list;
const groupName = async (id: number) =>
  (await t.db.query<{ name: string; tags: string[] }>('SELECT name, tags FROM chat_group WHERE id = $1', [id])).rows[0];

async function workbookOf(values: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('hobbies');
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  image = String((await t.db.query<{ image: string }>('SELECT image FROM group_popup LIMIT 1')).rows[0]?.image);
});

describe('group checks', () => {
  it('passes a name change into the group, refuses without a reason, and moves only pending rows', async () => {
    const check = (await checks({ state: 'pending', kind: 'name' })).list[0] as Check;
    expect(await call('groupCheck', { ids: check.id, result: 'refuse' })).toMatchObject({ status: 400 });
    expect((await call('groupCheck', { ids: check.id, result: 'pass' })).data).toEqual({ checked: 1 });
    expect((await groupName(check.group_id))?.name).toBe(check.new_name);
    expect((await call('groupCheck', { ids: check.id, result: 'ignore' })).status).toBe(400);
  });

  it('refuses to pass a change of a dissolved group, with the group’s own message', async () => {
    const check = (await checks({ state: 'pending' })).list[0] as Check;
    await t.db.query(`UPDATE chat_group SET state = 'dissolved' WHERE id = $1`, [check.group_id]);
    expect(await call('groupCheck', { ids: check.id, result: 'pass' }, admin, 'zh-cn')).toMatchObject({
      status: 400,
      msg: '该群组已解散,不能再修改',
    });
    expect((await checks({ state: 'pending' })).list.map((one) => one.id)).toContain(check.id);
    expect((await call('groupCheck', { ids: check.id, result: 'refuse', reason: 'Group dissolved' })).data).toEqual({
      checked: 1,
    });
  });

  it('keeps a country admin to the checks of their region’s groups, in the list and the export', async () => {
    const seen = await checks({}, countryAdmin);
    expect(seen.list.every((check) => check.region_id === 1)).toBe(true);
    expect((await call<{ rows: number }>('groupCheckExport', {}, countryAdmin)).data.rows).toBe(seen.total);
    const outside = (await checks()).list.find((check) => check.region_id !== 1 && check.state === 'pending');
    if (outside) expect((await call('groupCheck', { ids: outside.id, result: 'pass' }, countryAdmin)).status).toBe(403);
  });
});

describe('hobbies', () => {
  it('imports names from an xlsx all or none, reporting the bad rows, and skips names already there', async () => {
    const upload = (values: string[], lang: 'en-us' | 'zh-cn' = 'en-us') =>
      workbookOf(values).then((content) =>
        t.call<Report & { report?: Report }>(
          'RecommendGroup/hobbyExcelImport',
          {},
          { token: admin, lang, files: [{ filename: 'hobbies.xlsx', content }] },
        ),
      );
    const bad = await upload(['Hiking', 'A name far too long for a hobby tag', 'Chess']);
    expect(bad.status).toBe(400);
    const report = (bad.data.report ?? bad.data) as Report;
    expect(report.failed).toHaveLength(1);
    expect(report.failed[0]).toMatchObject({ row: 2, value: 'A name far too long for a hobby tag' });
    expect((await hobbies()).map((hobby) => hobby.name)).not.toContain('Hiking');
    const good = await upload(['Hiking', 'music', 'Chess', 'hiking']);
    expect(good.data).toMatchObject({ total: 4, imported: 2, skipped: 2, failed: [] });
    expect((await hobbies()).map((hobby) => hobby.name)).toEqual(expect.arrayContaining(['Hiking', 'Chess']));
  });

  it('renames a hobby on the groups carrying it, and takes a deleted one off them', async () => {
    const poetry = (await hobbies()).find((hobby) => hobby.name === 'Poetry') as Hobby;
    expect(poetry.group_count).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM chat_group WHERE 'Poetry' = ANY(tags) ORDER BY id`);
    expect((await call<Hobby>('hobbySave', { id: poetry.id, name: 'Verse' })).data).toMatchObject({ name: 'Verse' });
    expect((await groupName(rows[0]?.id as number))?.tags).toContain('Verse');
    expect(await call('hobbySave', { name: 'verse' }, admin, 'zh-cn')).toMatchObject({ status: 400 });
    expect((await call('hobbyDelete', { ids: poetry.id })).data).toEqual({ deleted: 1 });
    expect((await groupName(rows[0]?.id as number))?.tags).not.toContain('Verse');
  });
});

describe('H5 popups', () => {
  const base = () => ({ title: 'Group week', image, link_url: 'https://example.com/week', regions: '1' });

  it('checks the link as a web address and the window’s order, in both languages', async () => {
    expect(await call('h5PopupSave', { ...base(), link_url: 'example.com/week' })).toMatchObject({
      status: 400,
      msg: 'The link URL must be a web address starting with http:// or https://',
    });
    expect((await call('h5PopupSave', { ...base(), link_url: 'javascript:alert(1)' }, admin, 'zh-cn')).msg).toBe(
      '链接地址须以 http:// 或 https:// 开头',
    );
    const now = t.clock.now();
    expect(await call('h5PopupSave', { ...base(), on_at: now + 100, off_at: now })).toMatchObject({
      status: 400,
      msg: 'The off time must be after the on time',
    });
    const made = await call<Popup>('h5PopupSave', { ...base(), on_at: now - 10, off_at: now + 3600 }, countryAdmin);
    expect(made.data).toMatchObject({ title: 'Group week', regions: [1], shelf_state: 'on' });
  });

  it('shows a country admin the popups of their region, and changes only those wholly theirs', async () => {
    const seen = (await call<{ list: Popup[] }>('h5PopupList', { pn: 100 }, countryAdmin)).data.list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((popup) => popup.regions.includes(1))).toBe(true);
    const shared = seen.find((popup) => popup.regions.length > 1) as Popup;
    expect((await call('h5PopupOn', { id: shared.id, is_on: false }, countryAdmin)).status).toBe(403);
  });
});

describe('group references (ref fields)', () => {
  it('names the group of each check by the group’s name, as its group_name column does', async () => {
    type Named = Check & { group_name: string; ref_names: Record<string, string | null> };
    const rows = (await checks()).list as Named[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ref_names.group_id).toBe(row.group_name);
  });
});
