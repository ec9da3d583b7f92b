import { redirect, type LoaderFunctionArgs } from 'react-router';
import { i18next } from '../i18n/i18n';
import { fetchUserInfo } from '../features/account/api';
import { accountKeys, themeQuery } from '../features/account/queries';
import { useSession } from '../state/session';
import { queryClient } from './queryClient';
import { toast } from './toast';
import { OVERVIEW_PATH } from './shell/navigation';

export const LOGIN_PATH = '/login';
/** Where a login leads when no page asked for it: the home overview. */
export const HOME_PATH = OVERVIEW_PATH;
/** The forced password change after an administrator's reset (and the own change). */
export const PASSWORD_CHANGE_PATH = '/password/change';

const RETURN_KEY = 'lf.returnTo';

/**
 * Remembers where a person was sent away from, so login brings them back. Kept out of the URL so
 * the login page's address stays plain /login.
 */
export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Without storage the person lands on the home screen after login.
  }
}

/** The remembered same-app path (never another origin or the login page), used once. */
export function takeReturnPath(): string {
  let value: string | null;
  try {
    value = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    return HOME_PATH;
  }
  if (!value || !value.startsWith('/') || value.startsWith('//')) return HOME_PATH;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  if (value === PASSWORD_CHANGE_PATH) return HOME_PATH;
  return value;
}

/**
 * Loader of every login-gated route: the navigation waits until user info (and the theme) has
 * loaded; when either fails the person is told and sent to login (SPEC §4, §8).
 */
export async function requireUser({ request }: LoaderFunctionArgs): Promise<null> {
  if (useSession.getState().user) return null;
  try {
    const [user] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: accountKeys.userInfo,
        queryFn: () => fetchUserInfo({ quiet: true }),
        staleTime: 0,
      }),
      queryClient.fetchQuery(themeQuery),
    ]);
    useSession.getState().setUser(user);
    return null;
  } catch {
    toast.error(i18next.t('errors.userInfoFailed'));
    const url = new URL(request.url);
    rememberReturnPath(url.pathname + url.search);
    throw redirect(LOGIN_PATH);
  }
}
