import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WindowResult } from './WindowResult';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <WindowResult
      status="404"
      data-testid="not-found"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('common.backToLogin')}</Button>
        </Link>
      }
    />
  );
}
