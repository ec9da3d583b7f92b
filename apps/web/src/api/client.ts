import type { z } from 'zod';
import { isSessionLossCode, isSuccessCode, TIMING, toFormFields, type Locale } from '@lf/protocol';

/**
 * The one HTTP client of the web app (ARCHITECTURE "HTTP contract"): form-encoded POST with the
 * session cookie, `{code, message, data}` envelopes decided by `code`, a 120 s timeout, session
 * loss sent back to login and every other failure turned into an ApiError that is shown as a toast.
 */

export type ApiErrorKind =
  /** The server answered with a failure code in the envelope. */
  | 'server'
  /** 1006 / 1010: the user is no longer logged in. */
  | 'session'
  | 'network'
  | 'timeout'
  /** Not JSON, or JSON without an envelope. */
  | 'badResponse'
  /** A success envelope whose data does not match the contract schema. */
  | 'invalidData'
  /** The caller cancelled the request. */
  | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** Envelope code for server/session errors, otherwise the HTTP status (0 when none). */
    readonly code: number,
    message: string,
    /** The envelope's data of a failure (e.g. `{vcodeRequired}` of a failed login). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface Envelope {
  code: number | string;
  message: string;
  data: unknown;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** The caller shows the failure itself; no toast. Session loss still goes to login. */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClientHooks {
  locale: () => Locale;
  onSessionLoss: (error: ApiError) => void;
  onError: (error: ApiError) => void;
}

let hooks: ApiClientHooks = {
  locale: () => 'zh-CN',
  onSessionLoss: () => undefined,
  onError: () => undefined,
};

/** Wires the client to the app: language header, session-loss handler and error toasts. */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export type RequestBody = Record<string, unknown>;

/**
 * The server ended the session outside a call (a socket closed with SOCKET_CLOSE.sessionEnded,
 * e.g. an administrator disabled the user): handled as a call's session loss.
 */
export function reportSessionEnded(code: number): void {
  hooks.onSessionLoss(new ApiError('session', code, ''));
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const code = (value as { code?: unknown }).code;
  return (
    (typeof code === 'number' || (typeof code === 'string' && code.trim() !== '')) &&
    'data' in value
  );
}

function withQuery(path: string, body: RequestBody | undefined): string {
  if (!body) return path;
  const query = new URLSearchParams(toFormFields(body)).toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

async function transport(
  path: string,
  body: RequestBody | undefined,
  options: CallOptions,
): Promise<Envelope> {
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMING.httpTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': hooks.locale(),
  };
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    signal: controller.signal,
  };
  let url = path;
  if (method === 'GET') {
    url = withQuery(path, body);
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = new URLSearchParams(toFormFields(body ?? {})).toString();
  }

  try {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      if (timedOut) throw new ApiError('timeout', 0, 'timeout');
      if (options.signal?.aborted) throw new ApiError('aborted', 0, 'aborted');
      throw new ApiError('network', 0, cause instanceof Error ? cause.message : 'network');
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      if (timedOut) throw new ApiError('timeout', 0, 'timeout');
      throw new ApiError('network', response.status, 'network');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError('badResponse', response.status, 'not JSON');
    }
    if (!isEnvelope(parsed)) throw new ApiError('badResponse', response.status, 'no envelope');
    return { code: parsed.code, message: String(parsed.message ?? ''), data: parsed.data };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function report(error: ApiError, options: CallOptions): never {
  if (error.kind === 'session') hooks.onSessionLoss(error);
  else if (error.kind !== 'aborted' && !options.quiet) hooks.onError(error);
  throw error;
}

/**
 * Sends a request and returns the raw envelope whatever its code; transport failures still
 * reject. For the few calls whose success code is not the common one (the theme's "200").
 */
export async function callEnvelope(
  path: string,
  body?: RequestBody,
  options: CallOptions = {},
): Promise<Envelope> {
  try {
    return await transport(path, body, options);
  } catch (error) {
    if (error instanceof ApiError) report(error, options);
    throw error;
  }
}

/**
 * Calls `path` and returns the envelope's data validated by `schema` (from @lf/protocol).
 * Rejects with an ApiError on any failure, after showing it (unless `quiet`).
 */
export async function call<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  schema?: S,
  body?: RequestBody,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const envelope = await callEnvelope(path, body, options);
  const code = Number(envelope.code);
  if (isSessionLossCode(code)) {
    report(new ApiError('session', code, envelope.message, envelope.data), options);
  }
  if (!isSuccessCode(code)) {
    report(new ApiError('server', code, envelope.message, envelope.data), options);
  }
  if (!schema) return envelope.data as z.output<S>;
  const result = schema.safeParse(envelope.data);
  if (!result.success) {
    console.warn(`Unexpected data from ${path}`, result.error.issues);
    report(new ApiError('invalidData', code, result.error.message), options);
  }
  return result.data as z.output<S>;
}
