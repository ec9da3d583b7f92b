import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TIMING } from '@lf/protocol';
import { i18next } from '../i18n/i18n';
import { ApiError, call, configureApiClient } from './client';
import { errorText } from './errorText';

const fetchMock = vi.fn<typeof fetch>();
const onSessionLoss = vi.fn();
const onError = vi.fn();

function reply(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ locale: () => 'en', onSessionLoss, onError });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onSessionLoss.mockReset();
  onError.mockReset();
});

describe('call: requests', () => {
  it('posts form-encoded fields with the session cookie and the chosen language', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, message: '', data: null }));
    await call('/lfscada/feedback/add', undefined, {
      content: 'ten chars or more',
      flag: true,
      list: [1, 2],
      absent: undefined,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/lfscada/feedback/add');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers['Accept-Language']).toBe('en');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('content')).toBe('ten chars or more');
    expect(body.get('flag')).toBe('true');
    expect(body.get('list')).toBe('[1,2]');
    expect(body.has('absent')).toBe(false);
  });

  it('puts the fields of a GET in the query string', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, message: '', data: null }));
    await call('/lfscada/user/info', undefined, { time: 123 }, { method: 'GET' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/lfscada/user/info?time=123');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });
});

describe('call: envelopes', () => {
  const schema = z.object({ count: z.number() });

  it('returns the data of a 200 envelope, validated by the schema', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, message: 'ok', data: { count: 7 } }));
    await expect(call('/x', schema)).resolves.toEqual({ count: 7 });
  });

  it('accepts 201 and codes sent as strings', async () => {
    fetchMock.mockResolvedValueOnce(reply({ code: 201, message: '', data: { count: 1 } }));
    fetchMock.mockResolvedValueOnce(reply({ code: '200', message: '', data: { count: 2 } }));
    await expect(call('/x', schema)).resolves.toEqual({ count: 1 });
    await expect(call('/x', schema)).resolves.toEqual({ count: 2 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects success data that breaks the contract, and says so', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, message: '', data: { count: 'many' } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await failureOf(call('/x', schema));
    warn.mockRestore();
    expect(error.kind).toBe('invalidData');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it.each([1006, 1010])('treats %i as session loss: handler called, no toast', async (code) => {
    fetchMock.mockResolvedValue(reply({ code, message: 'gone', data: null }, 401));
    const error = await failureOf(call('/x'));
    expect(error.kind).toBe('session');
    expect(error.code).toBe(code);
    expect(onSessionLoss).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('decides by the body code, not the HTTP status', async () => {
    fetchMock.mockResolvedValue(
      reply(
        { code: 1020, message: 'Wrong username or password', data: { vcodeRequired: true } },
        401,
      ),
    );
    const error = await failureOf(call('/lfscada/user/login'));
    expect(error.kind).toBe('server');
    expect(error.code).toBe(1020);
    expect(error.data).toEqual({ vcodeRequired: true });
    expect(onSessionLoss).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('lets a quiet caller show the failure itself', async () => {
    fetchMock.mockResolvedValue(reply({ code: 1020, message: 'no', data: null }, 401));
    await failureOf(call('/x', undefined, undefined, { quiet: true }));
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('call: transport failures', () => {
  it('turns a body that is not JSON into a bad-response error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(call('/x'));
    expect(error.kind).toBe('badResponse');
    expect(error.code).toBe(502);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('turns JSON without an envelope into a bad-response error', async () => {
    fetchMock.mockResolvedValue(reply({ hello: 'world' }));
    expect((await failureOf(call('/x'))).kind).toBe('badResponse');
  });

  it('turns a failed fetch into a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(call('/x'));
    expect(error.kind).toBe('network');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('aborts after the 120 s timeout and reports it', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failureOf(call('/x'));
    await vi.advanceTimersByTimeAsync(TIMING.httpTimeoutMs - 1);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('stays silent when the caller cancels', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = failureOf(call('/x', undefined, undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('errorText', () => {
  const zh = i18next.getFixedT('zh-CN');
  const en = i18next.getFixedT('en');

  it("shows the server's own message", () => {
    const error = new ApiError('server', 1020, '用户名或密码错误');
    expect(errorText(error, zh, 'zh-CN')).toBe('用户名或密码错误');
  });

  it('falls back to a code-formatted text when the message is empty', () => {
    const error = new ApiError('server', 1500, '');
    expect(errorText(error, zh, 'zh-CN')).toBe('请求失败（code 1500）');
    expect(errorText(error, en, 'en')).toBe('Request failed (code 1500)');
  });

  it('uses the device error catalogue for device codes without a message', () => {
    const error = new ApiError('server', 1712, '');
    expect(errorText(error, zh, 'zh-CN')).toBe('下位设备忙');
    expect(errorText(error, en, 'en')).toBe('Lower device busy');
  });

  it('names transport failures in the chosen language', () => {
    expect(errorText(new ApiError('timeout', 0, 'timeout'), zh, 'zh-CN')).toBe(
      '请求超时，请稍后重试',
    );
    expect(errorText(new ApiError('badResponse', 502, 'x'), en, 'en')).toBe(
      'Invalid server response (HTTP 502)',
    );
  });
});
