import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Whole-app renders load lazy screens; on a busy two-core machine they can take seconds.
configure({ asyncUtilTimeout: 5000 });

const VIEWPORT_WIDTH = 1280;

/** Answers width media queries as a 1280 px desktop window would. */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (min && Number(min[1]) > VIEWPORT_WIDTH) return false;
  if (max && Number(max[1]) < VIEWPORT_WIDTH) return false;
  return Boolean(min ?? max);
}

// jsdom lacks the layout APIs antd's responsive components ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // React's scheduler can still hold a task (a deferred render) for a tree unmounted just now. It
  // runs on setImmediate; let it run while the test's window exists, not after the file's
  // environment is torn down (where it failed once with "window is not defined").
  for (let tick = 0; tick < 3; tick += 1) await new Promise((resolve) => setImmediate(resolve));
});

// The immediates above were not always enough: work can still arrive later (a lazy screen or a
// fetch settling after the unmount; "window is not defined" once more, share.test.tsx on CI).
// Before the file's environment goes, give it a moment to run while the window exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 200)));
