import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import '../i18n/i18n';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { wireApiClient } from '../app/wireApiClient';
import { queryClient } from '../app/queryClient';
import { useSession } from '../state/session';

// The app's QueryClient arms a 5-minute garbage-collection timer for each query and mutation no
// screen observes any more; after a test those timers were still pending into the file's teardown.
// Here nothing is collected by time: renderApp empties the cache when its test ends.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  ...defaults,
  queries: { ...defaults.queries, gcTime: Infinity },
  mutations: { ...defaults.mutations, gcTime: Infinity },
});

/** Renders the whole app (providers, route table, shell) at `path` in memory. */
export function renderApp(path: string) {
  queryClient.clear();
  useSession.getState().clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireApiClient(router);
  const view = render(<App router={router} />);
  // After the afterEach cleanup has unmounted the tree: also cancels the queries of a screen
  // opened just before the test ended, so their answers are not written after the test.
  onTestFinished(() => queryClient.clear());
  return { ...view, router };
}
