import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { toast } from '../../app/toast';
import { monitorKeys } from '../monitor/api';
import { equipmentPath } from '../monitor/list/EquipmentCard';
import { joinShare } from './api';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

/**
 * /share/join/{token}: where a share link (or its QR code) leads. Login comes first (the gate
 * keeps the link and brings the person back); then the share password; then the equipment opens
 * and stays in the person's monitor list, marked as shared.
 */
export default function ShareJoinPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const join = useMutation({
    mutationFn: (password: string) => joinShare(token, password),
    onSuccess: async (joined) => {
      toast.success(t('share.join.joined', { name: joined.name }));
      await client.invalidateQueries({ queryKey: monitorKeys.all });
      await navigate(equipmentPath({ id: joined.equipId, type: joined.type, display: 'list' }), {
        replace: true,
      });
    },
  });
  const refusal =
    join.error instanceof ApiError ? join.error.message : join.error ? String(join.error) : null;
  return (
    <Card style={{ maxWidth: 420, margin: '24px auto' }} data-testid="share-join">
      <Typography.Title level={4}>{t('share.join.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('share.join.intro')}</Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={(values: { password: string }) => join.mutate(values.password)}
      >
        <Form.Item
          name="password"
          label={t('share.password')}
          rules={[{ required: true, message: t('share.passwordRule') }, tooLongRule(t, 64)]}
        >
          <Input.Password autoFocus autoComplete="off" count={lengthCount(64)} />
        </Form.Item>
        {refusal ? (
          <Alert
            type="error"
            showIcon
            message={refusal}
            style={{ marginBottom: 16 }}
            role="alert"
          />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={join.isPending}>
          {t('share.join.submit')}
        </Button>
      </Form>
    </Card>
  );
}
