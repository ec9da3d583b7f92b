import { lazy, type ComponentType } from 'react';
import { TIMING } from '@lf/protocol';

/** A screen's code did not arrive within TIMING.lazyScreenTimeoutMs (SPEC §8). */
export class ScreenLoadTimeoutError extends Error {
  override readonly name = 'ScreenLoadTimeoutError';
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ScreenLoadTimeoutError(`screen not loaded after ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** React.lazy for one screen, failing with an error when its code takes longer than allowed. */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = TIMING.lazyScreenTimeoutMs,
) {
  return lazy(() => withTimeout(load(), timeoutMs));
}
