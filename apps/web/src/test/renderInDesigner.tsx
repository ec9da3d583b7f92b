import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DesignerShell, type DesignerShellProps } from '../features/designer/DesignerShell';
import { DesignerEnvContext } from '../features/designer/env';
import { testDesignerEnv } from './designerEnv';

/** Renders a designer panel as the designer would: with a query client and the test env. */
export function renderInDesigner(ui: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <DesignerEnvContext.Provider value={testDesignerEnv()}>{ui}</DesignerEnvContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * Renders the whole designer as a project page holds it (password settings too): on a route (it
 * blocks leaving with unsaved changes), with a query client and antd's App for its messages.
 * Saving succeeds and going back does nothing unless the test says otherwise.
 */
export function renderDesignerShell(
  props: Pick<DesignerShellProps, 'store' | 'title'> & Partial<DesignerShellProps>,
) {
  const shell = (
    <DesignerShell
      env={testDesignerEnv()}
      onSave={() => Promise.resolve()}
      onBack={() => undefined}
      withPassword
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: shell }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
}
