import { Navigate, Outlet, useLocation } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasAuth } from '@lf/protocol';
import { useSession } from '../state/session';
import { areaHome, authForPath } from './shell/navigation';

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
 * The manage screens open only for a user holding their permission code (navigation.ts); a
 * direct address without it shows "no permission". The server refuses the calls anyway.
 */
export function RequirePermission() {
  const { pathname } = useLocation();
  const auths = useSession((state) => state.user?.auths);
  const code = authForPath(pathname);
  if (code && !hasAuth(auths, code)) return <Forbidden />;
  return <Outlet />;
}

/** /manage itself: the first manage screen the user may open, or "no permission". */
export function ManageHome() {
  const auths = useSession((state) => state.user?.auths);
  const home = areaHome('manage', auths);
  const code = authForPath(home);
  if (code && !hasAuth(auths, code)) return <Forbidden />;
  return <Navigate to={home} replace />;
}
