import { Button, Modal, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GatewayCredentials } from '@lf/protocol';
import { saveFile } from '../common/download';

/** Shows a gateway's new configuration once, to download for `npm run gateway -- --config`. */
export function CredentialsDialog({
  credentials,
  onClose,
}: {
  credentials: GatewayCredentials | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={credentials !== undefined}
      title={t('admin.gateway.credentialsTitle')}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() =>
            credentials &&
            saveFile(
              credentials.filename,
              'application/json',
              `${JSON.stringify(credentials.config, null, 2)}\n`,
            )
          }
        >
          {t('admin.gateway.download')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('admin.gateway.credentialsHint')}</Typography.Paragraph>
      <Typography.Paragraph code copyable>
        {`npm run gateway -- --config ${credentials?.filename ?? ''}`}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{credentials?.config.brokerUrl}</Typography.Paragraph>
    </Modal>
  );
}
