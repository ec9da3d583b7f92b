import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast';

/** The password a reset made, shown once with a copy button; closing forgets it. */
export function ResetPasswordResult({
  result,
  onClose,
}: {
  result: { name: string; password: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.password);
      toast.success(t('users.copied'));
    } catch {
      // Without clipboard access the password stays on screen to be copied by hand.
    }
  };
  return (
    <Modal
      open={result !== undefined}
      destroyOnHidden
      title={`${t('users.resetDone')} · ${result?.name ?? ''}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={t('users.resetDoneHint')} />
        <Flex gap={8} align="center">
          <Typography.Text code strong style={{ fontSize: 18 }} data-testid="reset-password">
            {result?.password}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('users.copy')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
