import { Outlet } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../state/session';

/** The manage area is shown to administrators only; the server enforces it on every call. */
export function RequireAdmin() {
  const { t } = useTranslation();
  const roleType = useSession((state) => state.user?.roleType);
  if (roleType !== 'admin') {
    return (
      <Result
        status="403"
        data-testid="forbidden"
        title={t('forbidden.title')}
        subTitle={t('forbidden.description')}
      />
    );
  }
  return <Outlet />;
}
