import {
  type ActionInput,
  type ActionOutput,
  type ActionSpec,
  CONFIRMED_HEADER,
  type Envelope,
  IDEMPOTENCY_KEY_HEADER,
  PAGE_VERSION,
  PAGE_VERSION_HEADER,
  REQUEST_TIMEOUT_MS,
  translate,
} from '@console/contract';
import i18next from 'i18next';
import { currentWireLang } from '../i18n.ts';
import { currentSession, endSession } from '../session.ts';
import { trackCall } from './activity.ts';
import { awaitConfirm } from './confirm.ts';
import { callUrl, encodeForm, encodeMultipart } from './encode.ts';
import { toast } from './notify.ts';
import { askedCallOf, awaitRecheck } from './recheck.ts';
import { ApiError, planForStatus, planForTransport } from './status.ts';
import { overUploadLimit } from './upload-limit.ts';

export { ApiError } from './status.ts';

export interface CallOptions {
  /** Body statuses the caller shows itself (e.g. a form that puts 400 field errors under its inputs). */
  handles?: readonly number[];
  signal?: AbortSignal;
}

interface Sent {
  status: number;
  msg: string;
  data: unknown;
}

/**
 * The one API client (DESIGN §3): typed by the contract's action spec, form-encoded, with the
 * status table applied in one place so pages only see data or an ApiError.
 */
export async function api<A extends ActionSpec>(
  spec: A,
  input: ActionInput<A>,
  options: CallOptions = {},
): Promise<ActionOutput<A>> {
  const body = () => encodeForm(input as Record<string, unknown>);
  const output = await call(spec, body, options, true, idempotencyKeyFor(spec));
  if (spec.money) moneyMoved();
  return output as ActionOutput<A>;
}

/**
 * Multipart upload (SPEC §7): no loading bar, since uploads can take long and the form shows its own
 * progress. A file over its kind's limit is refused here, before it is sent.
 */
export async function upload<A extends ActionSpec>(
  spec: A,
  input: ActionInput<A>,
  files: Readonly<Record<string, Blob>>,
  options: CallOptions = {},
): Promise<ActionOutput<A>> {
  const tooLarge = overUploadLimit(spec, files, currentWireLang());
  if (tooLarge) {
    // Refused as the server would refuse it (a 400 on the file), without sending the file first.
    if (!options.handles?.includes(400)) toast.error(tooLarge);
    throw new ApiError(400, tooLarge, { data: { errors: { file: tooLarge } } });
  }
  const body = () => encodeMultipart(input as Record<string, unknown>, files);
  const output = await call(spec, body, options, false, idempotencyKeyFor(spec));
  if (spec.money) moneyMoved();
  return output as ActionOutput<A>;
}

const moneyListeners = new Set<() => void>();

/**
 * Runs `listener` after each call that moved money or a quota (ActionSpec.money) succeeded: such a
 * grant may have taken the admin over 90 % of a quota, and the shell asks for its warning then.
 */
export function onMoneyMoved(listener: () => void): () => void {
  moneyListeners.add(listener);
  return () => moneyListeners.delete(listener);
}

function moneyMoved(): void {
  for (const listener of moneyListeners) listener();
}

/**
 * A new key for each mutating call; the re-check's second attempt sends the same one, so the server
 * runs the change once whatever reaches it twice. Money actions (which mutate too) are named as
 * well: the server refuses one without a key. 128 random bits from getRandomValues, which
 * (unlike randomUUID) a console served over plain HTTP inside an office network has too.
 */
function idempotencyKeyFor(spec: Pick<ActionSpec, 'mutates' | 'money'>): string | undefined {
  if (!spec.mutates && !spec.money) return undefined;
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function call(
  spec: Pick<ActionSpec, 'module' | 'action'>,
  body: () => URLSearchParams | FormData,
  options: CallOptions,
  showsLoading: boolean,
  idempotencyKey: string | undefined,
  isRetry = false,
  confirmed = false,
): Promise<unknown> {
  const reply = await send(spec, body(), options.signal, showsLoading, idempotencyKey, confirmed);
  const plan = planForStatus(reply.status);
  if (plan.ok) return reply.data;

  if (plan.recheck && !isRetry) {
    // The call waits, parked, while the admin re-enters the password; then it runs once more. An
    // action that asks every time names the call, and the re-check is made for it.
    if (await awaitRecheck(askedCallOf(reply.data)))
      return call(spec, body, options, showsLoading, idempotencyKey, true, confirmed);
  }
  if (plan.confirm && !confirmed) {
    // The server asks first (a release within 6 days): on yes the same call, same key, goes again confirmed.
    const lines = (reply.data as { lines?: unknown } | null)?.lines;
    const question = { message: reply.msg, lines: Array.isArray(lines) ? lines.map(String) : [] };
    if (await awaitConfirm(question)) return call(spec, body, options, showsLoading, idempotencyKey, isRetry, true);
  }
  const handled = options.handles?.includes(reply.status) ?? false;
  if (plan.toast && !handled && reply.msg) toast.error(reply.msg);
  if (plan.session === 'login') endSession('rejected');
  if (plan.session === 'reload') endSession('outdated');
  throw new ApiError(reply.status, reply.msg, { data: reply.data });
}

async function send(
  spec: Pick<ActionSpec, 'module' | 'action'>,
  body: URLSearchParams | FormData,
  signal: AbortSignal | undefined,
  showsLoading: boolean,
  idempotencyKey: string | undefined,
  confirmed: boolean,
): Promise<Sent> {
  const session = currentSession();
  const url = callUrl({
    module: spec.module,
    action: spec.action,
    lang: currentWireLang(),
    uid: session?.uid ?? null,
    token: session?.token ?? null,
  });
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const abort = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  const done = showsLoading ? trackCall() : () => {};
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        body,
        signal: abort,
        headers: {
          [PAGE_VERSION_HEADER]: String(PAGE_VERSION),
          ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
          ...(confirmed ? { [CONFIRMED_HEADER]: '1' } : {}),
        },
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw transportFailure(timeout.signal.aborted ? 408 : 0, null);
    }
    const parsed = await readEnvelope(response);
    if (response.status === 200 && parsed) return parsed;
    throw transportFailure(response.status, parsed);
  } finally {
    clearTimeout(timer);
    done();
  }
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const value: unknown = await response.json();
    if (value && typeof value === 'object' && 'status' in value && typeof value.status === 'number') return value as Envelope;
  } catch {
    // A proxy's HTML error page has no envelope; the HTTP status decides.
  }
  return null;
}

function transportFailure(httpStatus: number, envelope: Envelope | null): ApiError {
  const plan = planForTransport(httpStatus);
  const requestId = (envelope?.data as { request_id?: unknown } | null)?.request_id;
  let text = i18next.t(`errors.${plan.problem}`, { ns: 'shell' });
  if (typeof requestId === 'string') text += ` (${i18next.t('errors.requestId', { ns: 'shell', id: requestId })})`;
  toast.error(text);
  if (plan.session === 'login') endSession('rejected');
  return new ApiError(httpStatus, text, { transport: true, data: envelope?.data ?? null });
}

/**
 * Export links (SPEC §7): the tab is opened during the click, so the popup blocker lets it through,
 * and pointed at the download once the server has produced it; nothing to export closes it with a warning.
 */
export async function openExport<A extends ActionSpec>(
  spec: A,
  input: ActionInput<A>,
  urlOf: (output: ActionOutput<A>) => string | false | null | undefined,
): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const output = await api(spec, input, { handles: [400] });
    const url = urlOf(output);
    // false: the screen follows the export itself (a long export's job), so the tab is not needed.
    if (url === false) {
      tab?.close();
      return;
    }
    if (!url) {
      tab?.close();
      toast.warning(translate('export_empty', currentWireLang()));
      return;
    }
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    if (error instanceof ApiError && error.status === 400)
      toast.warning(error.message || translate('export_empty', currentWireLang()));
    throw error;
  }
}
