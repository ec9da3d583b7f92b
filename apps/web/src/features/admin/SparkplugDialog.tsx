import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gatewaySparkplugRequest, type GatewayRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall } from './api';

const groupId = gatewaySparkplugRequest.shape.groupId;

/**
 * Binds a gateway to a Sparkplug B group (the gateway id is the edge node id), or unbinds it
 * with an empty group; shows the topics the edge node is to publish on.
 */
export function SparkplugDialog({
  gateway,
  onClose,
  onSaved,
}: {
  gateway: GatewayRow | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ groupId: string }>();
  const typed = Form.useWatch('groupId', form) ?? '';
  const save = useMutation({
    mutationFn: (values: { id: string; groupId: string }) =>
      adminCall<null>('/lfscada/gateway/sparkplug', values),
    onSuccess: (_result, values) => {
      toast.success(values.groupId ? t('admin.saved') : t('admin.sparkplug.unbound'));
      onSaved();
      onClose();
    },
  });
  const group = typed.trim() || '<group>';
  return (
    <Modal
      open={gateway !== undefined}
      title={t('admin.sparkplug.title', { name: gateway?.name ?? '' })}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('admin.sparkplug.intro')}</Typography.Paragraph>
      <Form
        key={gateway?.id}
        form={form}
        layout="vertical"
        initialValues={{ groupId: gateway?.sparkplugGroup ?? '' }}
        onFinish={({ groupId: typedGroup }) =>
          gateway && save.mutate({ id: gateway.id, groupId: typedGroup.trim() })
        }
      >
        <Form.Item
          name="groupId"
          label={t('admin.sparkplug.group')}
          extra={t('admin.sparkplug.groupHint')}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                groupId.safeParse((value ?? '').trim()).success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.sparkplug.groupInvalid'))),
            },
          ]}
        >
          <Input allowClear maxLength={64} showCount />
        </Form.Item>
      </Form>
      <Typography.Text strong>{t('admin.sparkplug.topics')}</Typography.Text>
      <Typography.Paragraph>
        {['NBIRTH', 'DBIRTH', 'DDATA', 'NDEATH'].map((kind) => (
          <div key={kind}>
            <Typography.Text code copyable style={{ fontSize: 12 }}>
              {`spBv1.0/${group}/${kind}/${gateway?.id ?? ''}${kind.startsWith('D') ? '/<device>' : ''}`}
            </Typography.Text>
          </div>
        ))}
      </Typography.Paragraph>
    </Modal>
  );
}
