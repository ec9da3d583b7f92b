import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../i18n/i18n';
import { queryClient } from './queryClient';
import { RootLayout } from './RootLayout';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the root layout', () => {
  it('keeps the current screen under a progress bar while the next one loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    let arrive = (): void => undefined;
    const next = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'a', element: <p>screen a</p> },
            { path: 'b', loader: () => next, element: <p>screen b</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('screen a')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    void router.navigate('/b');
    expect(await screen.findByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    expect(screen.getByText('screen a')).toBeTruthy();
    arrive();
    expect(await screen.findByText('screen b')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
