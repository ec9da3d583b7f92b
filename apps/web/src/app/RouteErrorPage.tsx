import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { WindowResult } from '../features/common/WindowResult';

/** Last resort for an error outside any screen (the router's own boundary), in the app's words. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <WindowResult
      status="500"
      data-testid="route-error"
      title={t('errors.unexpected')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
