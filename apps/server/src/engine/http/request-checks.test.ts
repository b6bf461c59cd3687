import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token: string;
let uid: number;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.loginRechecked('admin');
  const { rows } = await t.db.query<{ id: number }>("SELECT id FROM admin WHERE username = 'admin'");
  uid = rows[0].id;
});

const JSON_BODY = { 'content-type': 'application/json' };
const FORM_BODY = { 'content-type': 'application/x-www-form-urlencoded' };
const INVALID_TEXT = 'Contains invalid characters that cannot be saved';

describe('text that is not well-formed (issue 27, item 4)', () => {
  // `\ud800` in JSON text is a lone surrogate in the parsed string; `%ED%A0%80` its bytes in a form.
  const cases: [string, string, Record<string, string>, string][] = [
    ['Preference/tableColumnsSave', '{"table":"members","hidden":["nick\\ud800"]}', JSON_BODY, 'hidden'],
    ['Preference/tableColumnsSave', '{"table":"\\udc00members","hidden":["a"]}', JSON_BODY, 'table'],
    ['Preference/tableColumnsSave', 'table=members&hidden=nick%ED%A0%80', FORM_BODY, 'hidden'],
    ['SensitiveWords/import', '{"region_id":1,"words":"spam\\ud800"}', JSON_BODY, 'words'],
    ['SensitiveWords/import', 'region_id=1&words=spam%ED%A0%80', FORM_BODY, 'words'],
    ['SensitiveWords/import', 'region_id=1&words=spam%FF', FORM_BODY, 'words'],
  ];

  it.each(cases)('%s refuses %s as a field error, not a fault', async (path, body, headers, field) => {
    const reply = await t.raw(path, body, headers, `?lang=en-us&token=${token}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({
      status: 400,
      msg: 'Invalid input, please check',
      data: { errors: { [field]: INVALID_TEXT } },
    });
  });

  it('still takes surrogate pairs (emoji) and %-escaped text that decodes', async () => {
    const json = await t.raw(
      'Preference/tableColumnsSave',
      '{"table":"members","hidden":["nick\\ud83d\\ude00"]}',
      JSON_BODY,
      `?lang=en-us&token=${token}`,
    );
    expect(JSON.parse(json.body)).toMatchObject({ status: 200, data: { hidden: ['nick😀'] } });
    const form = await t.raw(
      'Preference/tableColumnsSave',
      'table=members&hidden=nick%F0%9F%98%80,a+b%2Cc',
      FORM_BODY,
      `?lang=en-us&token=${token}`,
    );
    expect(JSON.parse(form.body)).toMatchObject({ status: 200, data: { hidden: ['nick😀', 'a b', 'c'] } });
  });

  it('answers in the reader’s language', async () => {
    const reply = await t.raw('SensitiveWords/import', 'region_id=1&words=%ED%A0%80', FORM_BODY, `?lang=zh-cn&token=${token}`);
    expect(JSON.parse(reply.body)).toMatchObject({ status: 400, data: { errors: { words: '包含无法保存的无效字符' } } });
  });
});

describe('bodies over the limit (issue 27, smaller holes)', () => {
  const big = JSON.stringify({ table: 'members', hidden: ['x'.repeat(2.5 * 1024 * 1024)] });

  it('answers a 2.5 MB JSON body with HTTP 200 and the limit in the reader’s language', async () => {
    const en = await t.raw('Preference/tableColumnsSave', big, JSON_BODY, `?lang=en-us&token=${token}`);
    expect(en.statusCode).toBe(200);
    expect(JSON.parse(en.body)).toEqual({ status: 400, msg: 'What was sent is too large: at most 1 MB', data: null });
    const zh = await t.raw('Preference/tableColumnsSave', big, JSON_BODY, `?lang=zh-cn&token=${token}`);
    expect(JSON.parse(zh.body)).toEqual({ status: 400, msg: '提交的内容过大,最多 1 MB', data: null });
  });

  it('answers a form body and a multipart text field over the limit the same way', async () => {
    const form = await t.raw(
      'SensitiveWords/import',
      `region_id=1&words=${'y'.repeat(2 * 1024 * 1024)}`,
      FORM_BODY,
      `?lang=en-us&token=${token}`,
    );
    expect(form.statusCode).toBe(200);
    expect(JSON.parse(form.body)).toMatchObject({ status: 400, msg: 'What was sent is too large: at most 1 MB' });
    const multipart = await t.call(
      'SensitiveWords/import',
      { region_id: 1, words: 'z'.repeat(1024 * 1024 + 10) },
      {
        token,
        files: [],
      },
    );
    expect(multipart).toMatchObject({ status: 400, msg: 'What was sent is too large: at most 1 MB' });
  });

  it('logs the refused attempt of a mutating action, like any refused input', async () => {
    await t.raw('Preference/tableColumnsSave', big, JSON_BODY, `?lang=en-us&token=${token}`);
    const rows = await t.logRows("module = 'Preference' AND action = 'tableColumnsSave' AND status = 400");
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('login_uid (issue 27, smaller holes)', () => {
  const call = (query: string) =>
    t.raw('CommonHelper/uidInfo', '', FORM_BODY, `?lang=en-us&token=${token}${query}`).then((reply) => ({
      statusCode: reply.statusCode,
      body: JSON.parse(reply.body) as { status: number; msg: string },
    }));

  it('refuses a call whose login_uid is not the token’s admin, with 401: the console signs in again', async () => {
    for (const other of [`${uid + 1}`, 'abc', `${uid}0`, `${uid}&login_uid=${uid}`]) {
      const reply = await call(`&login_uid=${other}`);
      expect(reply.statusCode, other).toBe(200);
      expect(reply.body, other).toEqual({
        status: 401,
        msg: 'This page is signed in as another account; please log in again',
        data: null,
      });
    }
    // Refused by the engine, so written to the operation log like any refusal.
    const refused = await t.logRows(`module = 'CommonHelper' AND action = 'uidInfo' AND result = 'refused' AND status = 401`);
    expect(refused).toHaveLength(4);
  });

  it('takes the token’s own login_uid, and no login_uid at all', async () => {
    expect((await call(`&login_uid=${uid}`)).body.status).toBe(200);
    expect((await call('')).body.status).toBe(200);
    expect((await call('&login_uid=')).body.status).toBe(200);
  });

  it('leaves a token that is no session to the engine’s own answer', async () => {
    const reply = await t.raw('CommonHelper/uidInfo', '', FORM_BODY, `?lang=en-us&token=not-a-session&login_uid=${uid}`);
    expect(JSON.parse(reply.body)).toMatchObject({ status: 401, msg: 'Not logged in or session expired, please log in' });
  });
});
