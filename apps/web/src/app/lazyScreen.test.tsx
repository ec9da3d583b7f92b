import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../i18n/i18n';
import { lazyScreen, ScreenLoadTimeoutError, withTimeout, type ScreenModule } from './lazyScreen';
import { ApiError } from '../api/client';
import { ScreenLoadError } from './ScreenLoadError';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Loaded() {
  return <p>loaded screen</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

/** The screen at /x, routed as the app routes every screen. */
function renderScreen(load: ScreenModule, timeoutMs?: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/x',
        lazy: lazyScreen(load, timeoutMs),
        errorElement: <ScreenLoadError />,
        hydrateFallbackElement: <p>loading</p>,
      },
    ],
    { initialEntries: ['/x'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('withTimeout', () => {
  it('passes a result that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });

  it('fails with a timeout error when the time runs out', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 120_000);
    const check = expect(pending).rejects.toBeInstanceOf(ScreenLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
  });
});

describe('lazily loaded screens', () => {
  it('shows the screen once its code arrives', async () => {
    renderScreen(() => Promise.resolve({ default: Loaded }));
    expect(await screen.findByText('loaded screen')).toBeTruthy();
  });

  it('fetches the code while the session check is still on its way', async () => {
    let finishCheck = (): void => undefined;
    const check = new Promise<null>((resolve) => (finishCheck = () => resolve(null)));
    const load = vi.fn(() => Promise.resolve({ default: Loaded }));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => check,
          hydrateFallbackElement: <p>checking</p>,
          children: [{ path: 'x', lazy: lazyScreen(load) }],
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('checking')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    finishCheck();
    expect(await screen.findByText('loaded screen')).toBeTruthy();
  });

  it('shows a load error when the code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(() => Promise.reject(new Error('chunk missing')));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('shows the same error when the screen fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
  });

  it('shows a timeout error when the code takes longer than allowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(() => new Promise(() => undefined), 30);
    expect(await screen.findByText('页面加载超时')).toBeTruthy();
  });

  it("shows a screen's data refusal in the server's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/x',
          lazy: lazyScreen(() => Promise.resolve({ default: Loaded })),
          loader: () => Promise.reject(new ApiError('server', 90003, '页面不存在')),
          errorElement: <ScreenLoadError />,
          hydrateFallbackElement: <p>loading</p>,
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('页面不存在')).toBeTruthy();
    expect(screen.queryByText('loaded screen')).toBeNull();
  });
});
