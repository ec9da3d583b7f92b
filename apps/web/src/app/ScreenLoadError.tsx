import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { errorText } from '../api/errorText';
import { currentLocale } from '../i18n/i18n';
import { ScreenLoadTimeoutError } from './lazyScreen';

/**
 * In place of a screen whose code or data could not be loaded, or that failed to render. A refusal
 * from the server (say, a page that no longer exists) is shown in the server's words.
 */
export function ScreenLoadError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const timedOut = error instanceof ScreenLoadTimeoutError;
  return (
    <Result
      status="error"
      data-testid="screen-error"
      title={timedOut ? t('errors.screenLoadTimeout') : t('errors.screenLoadFailed')}
      subTitle={
        error instanceof ApiError
          ? errorText(error, t, currentLocale())
          : t('errors.screenLoadHint')
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
