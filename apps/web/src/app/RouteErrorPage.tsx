import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Last resort for an error outside any screen (the router's own boundary), in the app's words. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="500"
        data-testid="route-error"
        title={t('errors.unexpected')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    </Flex>
  );
}
