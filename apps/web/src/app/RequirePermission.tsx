import { Navigate, Outlet, useLocation } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { mayPerform } from '@lf/protocol';
import { useSession } from '../state/session';
import { actionForPath, areaHome } from './shell/navigation';

function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      data-testid="forbidden"
      title={t('forbidden.title')}
      subTitle={t('forbidden.description')}
    />
  );
}

/**
 * The manage screens open only for a user the action table allows their action (navigation.ts); a
 * direct address without it shows "no permission". The server refuses the calls anyway.
 */
export function RequirePermission() {
  const { pathname } = useLocation();
  const auths = useSession((state) => state.user?.auths);
  const action = actionForPath(pathname);
  if (action && !mayPerform(auths, action)) return <Forbidden />;
  return <Outlet />;
}

/** /manage itself: the first manage screen the user may open, or "no permission". */
export function ManageHome() {
  const auths = useSession((state) => state.user?.auths);
  const home = areaHome('manage', auths);
  const action = actionForPath(home);
  if (action && !mayPerform(auths, action)) return <Forbidden />;
  return <Navigate to={home} replace />;
}
