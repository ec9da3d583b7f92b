import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GatewayRow, HardwareRow } from '@lf/protocol';

export interface GatewayValues {
  id: string;
  name: string;
  hardwareId?: string;
  vpn: boolean;
  economizeOpen: boolean;
  economizeMode: 'time' | 'smart';
  interval: number;
  brokerUrl?: string;
}

/** Adds a gateway or edits its name, hardware model, vpn and economize settings. */
export function GatewayDialog({
  open,
  gateway,
  hardware,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  gateway: GatewayRow | undefined;
  hardware: HardwareRow[];
  saving: boolean;
  onSave: (values: GatewayValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GatewayValues>();
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={gateway ? t('admin.edit') : t('admin.add')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<GatewayValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          gateway
            ? { ...gateway, hardwareId: gateway.hardwareId ?? undefined }
            : { vpn: false, economizeOpen: false, economizeMode: 'time', interval: 60 }
        }
        onFinish={onSave}
      >
        <Form.Item
          name="id"
          label={t('admin.gateway.id')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,63}$/ }]}
        >
          <Input disabled={Boolean(gateway)} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('admin.gateway.name')}
          rules={[{ required: true, max: 64 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="hardwareId" label={t('admin.gateway.hardware')}>
          <Select
            allowClear
            options={hardware.map((h) => ({
              value: h.id,
              label: `${h.name} ${h.firmwareVersion}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="vpn" label={t('admin.gateway.vpn')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="economizeOpen"
          label={t('admin.gateway.economizeOpen')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="economizeMode" label={t('admin.gateway.mode')}>
          <Select
            options={[
              { value: 'time', label: t('admin.gateway.modeTime') },
              { value: 'smart', label: t('admin.gateway.modeSmart') },
            ]}
          />
        </Form.Item>
        <Form.Item name="interval" label={t('admin.gateway.interval')} rules={[{ required: true }]}>
          <InputNumber min={1} max={3600} precision={0} />
        </Form.Item>
        {gateway ? null : (
          <Form.Item name="brokerUrl" label={t('admin.gateway.brokerUrl')}>
            <Input placeholder="mqtt://host:1884" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
