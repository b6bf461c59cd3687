import {
  CONFIRMED_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IMAGE_UPLOAD_LIMIT_BYTES,
  ledgerActions,
  PAGE_VERSION_HEADER,
  roleActions,
  Status,
  sessionActions,
  uploadActions,
} from '@console/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackends } from '../../test/memory-backends.ts';
import { setupI18n } from '../i18n.ts';
import { onSessionEnd, saveSession } from '../session.ts';
import { ApiError, api, onMoneyMoved, upload } from './client.ts';
import { answerConfirm, onQuestionChange, openQuestion } from './confirm.ts';
import { bindMessages } from './notify.ts';
import { finishRecheck, isRecheckOpen, onRecheckChange, recheckedCall } from './recheck.ts';
import { setImageUploadLimit } from './upload-limit.ts';

interface Sent {
  url: string;
  body: string;
  headers: Record<string, string>;
}

let sent: Sent[] = [];
let replies: ((signal: AbortSignal) => Response | Promise<Response>)[] = [];
let toasts: string[] = [];
let ended: string[] = [];
let stopListening: () => void;

const envelope = (status: number, data: unknown = null, msg = `msg ${status}`) =>
  new Response(JSON.stringify({ status, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeAll(() => setupI18n('en'));

beforeEach(() => {
  memoryBackends();
  saveSession({ token: 't0k3n', uid: 5, username: 'operator', operateArea: '' });
  sent = [];
  replies = [];
  toasts = [];
  ended = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: String(init.body), headers: init.headers as Record<string, string> });
    const next = replies.shift();
    if (!next) throw new Error('no reply queued');
    return next(init.signal as AbortSignal);
  });
  const record = (kind: string) => (args: { content: string }) => {
    toasts.push(`${kind}:${args.content}`);
    return Promise.resolve(true);
  };
  bindMessages({ error: record('error'), warning: record('warning'), success: record('success') } as never);
  stopListening = onSessionEnd((reason) => ended.push(reason));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (isRecheckOpen()) finishRecheck(false);
});

const reauthWhenAsked = (confirm: boolean) =>
  onRecheckChange((open) => {
    if (open) queueMicrotask(() => finishRecheck(confirm));
  });

describe('the API client', () => {
  it('posts a form with the page version header and the session in the query, and resolves with data', async () => {
    replies.push(() => envelope(Status.ok, { valid_until: 99 }));
    await expect(api(sessionActions.checkAdminPwd, { password: 'secret' })).resolves.toEqual({ valid_until: 99 });
    expect(sent[0].url).toBe('/api/Admin/checkAdminPwd?lang=en-us&login_uid=5&token=t0k3n');
    expect(sent[0].body).toBe('password=secret');
    expect(sent[0].headers[PAGE_VERSION_HEADER]).toBe('4');
  });

  it('shows the msg of a 400 and rejects with the field errors', async () => {
    replies.push(() => envelope(Status.invalid, { errors: { password: 'Cannot be empty' } }, 'Invalid input'));
    const error = await api(sessionActions.checkAdminPwd, { password: ' ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ password: 'Cannot be empty' });
    expect(toasts).toEqual(['error:Invalid input']);
  });

  it('leaves a 400 to callers that handle it', async () => {
    replies.push(() => envelope(Status.invalid, null, 'Wrong password'));
    await expect(api(sessionActions.checkAdminPwd, { password: 'x' }, { handles: [400] })).rejects.toMatchObject({ status: 400 });
    expect(toasts).toEqual([]);
  });

  it('shows a 402 and shows nothing for 403 or 408', async () => {
    replies.push(() => envelope(Status.limited, null, 'Quota used up'));
    replies.push(() => envelope(Status.forbidden, null, 'No permission'));
    replies.push(() => envelope(Status.inProgress, null, 'Busy'));
    for (const status of [402, 403, 408]) {
      await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status });
    }
    expect(toasts).toEqual(['error:Quota used up']);
    expect(ended).toEqual([]);
  });

  it.each([401, 406])('ends the session on %i', async (status) => {
    replies.push(() => envelope(status, null, 'Session over'));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status });
    expect(ended).toEqual(['rejected']);
    expect(toasts).toEqual(['error:Session over']);
  });

  it('reloads on 413 (outdated build)', async () => {
    replies.push(() => envelope(Status.outdatedClient));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status: 413 });
    expect(ended).toEqual(['outdated']);
  });

  it('parks a 405 until the re-check succeeds, then runs the call once more', async () => {
    const stop = reauthWhenAsked(true);
    replies.push(() => envelope(Status.recheckRequired, { reason: 'REAUTH_REQUIRED' }));
    replies.push(() => envelope(Status.ok, { valid_until: 1 }));
    await expect(api(sessionActions.checkAdminPwd, { password: 'p' })).resolves.toEqual({ valid_until: 1 });
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toBe(sent[0].body);
    stop();
  });

  it('opens the re-check for the call a 405 names (an action that asks every time), and forgets it once closed', async () => {
    const seen: unknown[] = [];
    const stop = onRecheckChange((open) => {
      if (!open) return;
      seen.push(recheckedCall());
      queueMicrotask(() => finishRecheck(true));
    });
    const role = { name: 'r', kind: 'operator', menu_ids: [1001], denied_actions: [] } as never;
    replies.push(() => envelope(Status.recheckRequired, { reason: 'REAUTH_REQUIRED', action: 'Role/roleSave', request: 'h4sh' }));
    replies.push(() => envelope(Status.ok, {}));
    await expect(api(roleActions.roleSave, role)).resolves.toEqual({});
    replies.push(() => envelope(Status.recheckRequired, { reason: 'REAUTH_REQUIRED' }));
    replies.push(() => envelope(Status.ok, { valid_until: 1 }));
    await api(sessionActions.checkAdminPwd, { password: 'p' });
    expect(seen).toEqual([{ action: 'Role/roleSave', request: 'h4sh' }, undefined]);
    expect(recheckedCall()).toBeUndefined();
    stop();
  });

  it('tells who listens when a call that moves money succeeded, not after a refused one or a read', async () => {
    let moved = 0;
    const stop = onMoneyMoved(() => moved++);
    const grant = { ids: [1], amount: 1, issue_type: '1', reason: 'r' } as never;
    replies.push(() => envelope(Status.ok, {}));
    await api(ledgerActions.sendCoins, grant);
    replies.push(() => envelope(Status.limited, null, 'Not enough coin quota'));
    await expect(api(ledgerActions.sendCoins, grant)).rejects.toMatchObject({ status: Status.limited });
    replies.push(() => envelope(Status.ok, { valid_until: 1 }));
    await api(sessionActions.checkAdminPwd, { password: 'p' });
    expect(moved).toBe(1);
    stop();
  });

  it('refuses a picture over the server’s limit before sending it, naming the limit as the server would', async () => {
    const picture = (bytes: number) => ({ file: new Blob([new Uint8Array(bytes)]) });
    setImageUploadLimit(1024 * 1024);
    try {
      const refused = upload(uploadActions.uploadPicture, {}, picture(1024 * 1024 + 1), { handles: [400] });
      await expect(refused).rejects.toMatchObject({ status: 400, message: 'Files may be at most 1 MB' });
      await expect(refused).rejects.toHaveProperty('fieldErrors', { file: 'Files may be at most 1 MB' });
      expect(sent).toHaveLength(0);
      // Not handled by the caller: shown as a server refusal would be.
      await expect(upload(uploadActions.uploadPicture, {}, picture(1024 * 1024 + 1))).rejects.toThrow(ApiError);
      expect(toasts).toEqual(['error:Files may be at most 1 MB']);
      replies.push(() => envelope(Status.ok, { url: '/files/x', size: 1, mime: 'image/png' }));
      await upload(uploadActions.uploadPicture, {}, picture(1024 * 1024));
      expect(sent).toHaveLength(1);
    } finally {
      setImageUploadLimit(IMAGE_UPLOAD_LIMIT_BYTES);
    }
  });

  it('asks the server’s question on a 409 and, on yes, sends the same call once more confirmed, under the same key', async () => {
    const asked: unknown[] = [];
    const stop = onQuestionChange(() => {
      const question = openQuestion();
      if (question) {
        asked.push(question);
        queueMicrotask(() => answerConfirm(true));
      }
    });
    const role = { name: 'r', kind: 'operator', menu_ids: [1001], denied_actions: [] } as never;
    replies.push(() => envelope(Status.confirmRequired, { lines: ['Room 1: released 2 days ago'] }, 'Release anyway?'));
    replies.push(() => envelope(Status.ok, {}));
    await expect(api(roleActions.roleSave, role)).resolves.toEqual({});
    expect(asked).toEqual([{ message: 'Release anyway?', lines: ['Room 1: released 2 days ago'] }]);
    expect(sent).toHaveLength(2);
    expect(sent[0].headers[CONFIRMED_HEADER]).toBeUndefined();
    expect(sent[1].headers[CONFIRMED_HEADER]).toBe('1');
    expect(sent[1].headers[IDEMPOTENCY_KEY_HEADER]).toBe(sent[0].headers[IDEMPOTENCY_KEY_HEADER]);
    expect(sent[1].body).toBe(sent[0].body);
    stop();
  });

  it('rejects a call whose question the admin declines, sending nothing more and showing no error', async () => {
    const stop = onQuestionChange(() => {
      if (openQuestion()) queueMicrotask(() => answerConfirm(false));
    });
    replies.push(() => envelope(Status.confirmRequired, { lines: [] }, 'Release anyway?'));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status: Status.confirmRequired });
    expect(sent).toHaveLength(1);
    expect(toasts).toEqual([]);
    stop();
  });

  it('sends a new idempotency key with each mutating call, the same one when a re-check sends it again, none when reading', async () => {
    const stop = reauthWhenAsked(true);
    const role = { name: 'r', kind: 'operator', menu_ids: [1001], denied_actions: [] } as never;
    replies.push(() => envelope(Status.recheckRequired, { reason: 'REAUTH_REQUIRED' }));
    replies.push(() => envelope(Status.ok, {}));
    replies.push(() => envelope(Status.ok, {}));
    replies.push(() => envelope(Status.ok, {}));
    await api(roleActions.roleSave, role);
    await api(roleActions.roleSave, role);
    await api(sessionActions.uidInfo, {});
    const keys = sent.map((call) => call.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBeUndefined();
    stop();
  });

  it('sends a key with every money action, which the server refuses without one', async () => {
    replies.push(() => envelope(Status.ok, {}));
    await api(ledgerActions.sendCoins, { ids: '1', amount: 1, issue_type: '1', reason: 'r' } as never);
    expect(sent[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('re-runs a parked call only once', async () => {
    const stop = reauthWhenAsked(true);
    replies.push(() => envelope(Status.recheckRequired));
    replies.push(() => envelope(Status.recheckRequired));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status: 405 });
    expect(sent).toHaveLength(2);
    stop();
  });

  it('rejects the parked call when the re-check is cancelled', async () => {
    const stop = reauthWhenAsked(false);
    replies.push(() => envelope(Status.recheckRequired));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status: 405 });
    expect(sent).toHaveLength(1);
    stop();
  });

  it('shares one re-check between calls that hit 405 together', async () => {
    let opened = 0;
    const stop = onRecheckChange((open) => {
      if (open) opened++;
    });
    replies.push(
      () => envelope(Status.recheckRequired),
      () => envelope(Status.recheckRequired),
    );
    const first = api(sessionActions.uidInfo, {});
    const second = api(sessionActions.uidInfo, {});
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.waitFor(() => expect(isRecheckOpen()).toBe(true));
    replies.push(
      () => envelope(Status.ok, { n: 1 }),
      () => envelope(Status.ok, { n: 2 }),
    );
    finishRecheck(true);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(opened).toBe(1);
    stop();
  });

  it.each([
    [500, 'system error (request id r-1)'],
    [404, 'unknown error'],
  ])('reports HTTP %i as a transport failure', async (status, key) => {
    replies.push(() => new Response(JSON.stringify({ status: 500, msg: 'x', data: { request_id: 'r-1' } }), { status }));
    const error = (await api(sessionActions.uidInfo, {}).catch((e: unknown) => e)) as ApiError;
    expect(error.transport).toBe(true);
    expect(error.status).toBe(status);
    expect(toasts[0]).toContain(key);
  });

  it('sends HTTP 401 to login', async () => {
    replies.push(() => new Response('', { status: 401 }));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status: 401, transport: true });
    expect(ended).toEqual(['rejected']);
  });

  it('reports a failed connection as status 0', async () => {
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api(sessionActions.uidInfo, {})).rejects.toMatchObject({ status: 0, transport: true });
    expect(toasts[0]).toBe('error:link error: network connection failed');
  });

  it('gives up after 60 s with a timeout', async () => {
    vi.useFakeTimers();
    replies.push(
      (signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = api(sessionActions.uidInfo, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await call).toMatchObject({ status: 408, transport: true });
  });
});

describe('uploads and export links', () => {
  it('sends an upload as multipart without the loading indicator', async () => {
    const { callsInFlight } = await import('./activity.ts');
    const { upload } = await import('./client.ts');
    let inFlightDuringCall = -1;
    replies.push(() => {
      inFlightDuringCall = callsInFlight();
      return envelope(Status.ok, { valid_until: 1 });
    });
    await upload(sessionActions.checkAdminPwd, { password: 'p' }, { file: new Blob(['1,2,3']) });
    expect(inFlightDuringCall).toBe(0);
    expect(sent[0].body).toBe('[object FormData]');

    replies.push(() => {
      inFlightDuringCall = callsInFlight();
      return envelope(Status.ok, { valid_until: 1 });
    });
    await api(sessionActions.checkAdminPwd, { password: 'p' });
    expect(inFlightDuringCall).toBe(1);
  });

  it('opens an export in the tab it reserved during the click, or closes it with the empty-export warning', async () => {
    const { openExport } = await import('./client.ts');
    const tabs: { location: { href: string }; closed: boolean; close(): void }[] = [];
    vi.stubGlobal('window', {
      open: () => {
        const tab = { location: { href: 'about:blank' }, closed: false, close: () => (tab.closed = true) };
        tabs.push(tab);
        return tab;
      },
      location: { assign: () => undefined },
    });
    replies.push(() => envelope(Status.ok, { valid_until: 1 }));
    await openExport(sessionActions.checkAdminPwd, { password: 'p' }, () => '/downloads/x.xlsx');
    expect(tabs[0].location.href).toBe('/downloads/x.xlsx');

    replies.push(() => envelope(Status.ok, { valid_until: 1 }));
    await openExport(sessionActions.checkAdminPwd, { password: 'p' }, () => null);
    expect(tabs[1].closed).toBe(true);
    expect(toasts).toEqual(['warning:The currently exported content is empty']);

    replies.push(() => envelope(Status.invalid, null, 'The currently exported content is empty'));
    await expect(openExport(sessionActions.checkAdminPwd, { password: 'p' }, () => 'never')).rejects.toMatchObject({
      status: 400,
    });
    expect(tabs[2].closed).toBe(true);
    expect(toasts).toHaveLength(2);
  });
});
