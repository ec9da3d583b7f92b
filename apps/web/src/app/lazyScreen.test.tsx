import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import '../i18n/i18n';
import { lazyScreen, ScreenLoadTimeoutError, withTimeout } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

afterEach(() => {
  vi.useRealTimers();
});

function Loaded() {
  return <p>loaded screen</p>;
}

function renderScreen(Screen: ReturnType<typeof lazyScreen>) {
  return render(
    <ScreenBoundary resetKey="/x">
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    </ScreenBoundary>,
  );
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
    renderScreen(lazyScreen(() => Promise.resolve({ default: Loaded })));
    expect(await screen.findByText('loaded screen')).toBeTruthy();
  });

  it('shows a load error when the code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(lazyScreen(() => Promise.reject(new Error('chunk missing'))));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('shows a timeout error when the code takes longer than allowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(lazyScreen(() => new Promise(() => undefined), 30));
    expect(await screen.findByText('页面加载超时')).toBeTruthy();
  });
});
