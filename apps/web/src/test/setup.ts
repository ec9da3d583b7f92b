import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks the layout APIs antd's responsive components ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
