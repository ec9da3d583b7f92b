import { asyncPollDelayMs, Code } from '@lf/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollAsyncCommand } from './asyncCommand';
import { ApiError, configureApiClient } from './client';

const fetchMock = vi.fn<typeof fetch>();
const waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
};
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: '', data }), { status: 200 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ locale: () => 'zh-CN', onSessionLoss: vi.fn(), onError: vi.fn() });
  waits.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const options = {
  callbackPath: '/lfscada/equipment/multi/callback',
  locale: () => 'zh-CN' as const,
  sleep,
};

describe('pollAsyncCommand', () => {
  it('polls the callback with the uuid until success and resolves with the data', async () => {
    fetchMock
      .mockResolvedValueOnce(answer({ status: 'pending', code: 0, message: '' }))
      .mockResolvedValueOnce(answer({ status: 'pending', code: 0, message: '' }))
      .mockResolvedValueOnce(
        answer({ status: 'success', code: 200, message: '', data: { value: 42 } }),
      );
    await expect(pollAsyncCommand('u-1', options)).resolves.toEqual({ value: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body)).get('uuid')).toBe('u-1');
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('rejects with the command code and message on failure', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ status: 'failure', code: 2003, message: '写入值超出限制' }),
    );
    const error = await pollAsyncCommand('u-2', options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(2003);
    expect((error as ApiError).message).toBe('写入值超出限制');
  });

  it('gives up after 180 rounds with 1301 通讯超时, following the SPEC schedule', async () => {
    fetchMock.mockImplementation(async () => answer({ status: 'pending', code: 0, message: '' }));
    const error = await pollAsyncCommand('u-3', options).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(Code.ASYNC_TIMEOUT);
    expect((error as ApiError).message).toBe('通讯超时');
    expect(fetchMock).toHaveBeenCalledTimes(180);
    expect(waits.slice(0, 8)).toEqual([500, 1000, 2000, 5000, 10_000, 20_000, 30_000, 30_000]);
    expect(Math.max(...waits)).toBe(30_000);
    expect(waits.map((_, round) => asyncPollDelayMs(round))).toEqual(waits);
  });
});
