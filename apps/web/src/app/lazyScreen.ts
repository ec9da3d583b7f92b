import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
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

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * A route's screen, loaded on demand through the router's `lazy`: the router fetches the code
 * in parallel with the loaders of the navigation (the session check), instead of only after
 * they finish and the outlet renders, and fails with an error when the code takes longer than
 * allowed.
 */
export function lazyScreen(
  load: ScreenModule,
  timeoutMs: number = TIMING.lazyScreenTimeoutMs,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await withTimeout(load(), timeoutMs);
    return { Component: module.default };
  };
}
