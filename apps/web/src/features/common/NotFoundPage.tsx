import { Button, Flex, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
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
    </Flex>
  );
}
