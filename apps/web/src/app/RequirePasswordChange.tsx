import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../state/session';
import { PASSWORD_CHANGE_PATH, rememberReturnPath } from './sessionGate';

/**
 * While user info says `mustChangePassword` (after an administrator's reset or a first password),
 * every logged-in route leads to the password change; the way there is remembered so the person
 * continues where they were going once the password is changed.
 */
export function RequirePasswordChange() {
  const { pathname, search } = useLocation();
  const mustChange = useSession((state) => state.user?.mustChangePassword ?? false);
  if (mustChange && pathname !== PASSWORD_CHANGE_PATH) {
    rememberReturnPath(pathname + search);
    return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
  }
  return <Outlet />;
}
