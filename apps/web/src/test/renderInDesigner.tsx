import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
