import { Result, Tag, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routeTitle';

/** The honest placeholder of a screen a later release delivers, titled from the route table. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <Result
      icon={<ToolOutlined style={{ color: 'var(--lf-accent)' }} />}
      data-testid="coming-soon"
      title={
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="screen-title">
          {title ? t(title) : null}
          <Tag color="orange" style={{ marginInlineStart: 12, verticalAlign: 'middle' }}>
            {t('soon.badge')}
          </Tag>
        </Typography.Title>
      }
      subTitle={t('soon.description')}
    />
  );
}
