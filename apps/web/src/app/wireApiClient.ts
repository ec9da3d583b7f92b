import type { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../api/client';
import { errorText } from '../api/errorText';
import { currentLocale, i18next } from '../i18n/i18n';
import { useSession } from '../state/session';
import { queryClient } from './queryClient';
import { LOGIN_PATH, rememberReturnPath } from './sessionGate';
import { toast } from './toast';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

const PUBLIC_PREFIXES = ['/login', '/404', '/findpwd', '/invite'];

/** Connects the API client to the app: language, session loss → login, failures → toasts. */
export function wireApiClient(router: AppRouter): void {
  configureApiClient({
    locale: currentLocale,
    onSessionLoss: () => {
      // Several calls may fail together; the person is told once, when the session was live.
      const wasLoggedIn = useSession.getState().user !== null;
      useSession.getState().clear();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'theme' });
      const { pathname, search } = router.state.location;
      if (PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
      rememberReturnPath(pathname + search);
      if (wasLoggedIn) toast.error(i18next.t('users.sessionEnded'));
      void router.navigate(LOGIN_PATH, { replace: true });
    },
    onError: (error) => toast.error(errorText(error, i18next.t, currentLocale())),
  });
}
