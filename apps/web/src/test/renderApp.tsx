import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import '../i18n/i18n';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { wireApiClient } from '../app/wireApiClient';
import { queryClient } from '../app/queryClient';
import { useSession } from '../state/session';

/** Renders the whole app (providers, route table, shell) at `path` in memory. */
export function renderApp(path: string) {
  queryClient.clear();
  useSession.getState().clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireApiClient(router);
  const view = render(<App router={router} />);
  return { ...view, router };
}
