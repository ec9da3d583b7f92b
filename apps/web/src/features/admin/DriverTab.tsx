import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROTOCOLS, type ManagedEquipment, type ProtocolRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';

type DriverValues = { protocol: string } & Record<string, string | number | undefined>;

/**
 * The equipment's protocol and connection settings. The fields come from the protocol's settings
 * schema (`PROTOCOLS` in @lf/protocol), so a new driver needs no change here.
 */
export function DriverTab({ equipment }: { equipment: ManagedEquipment }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<DriverValues>();
  const protocols = useQuery({
    queryKey: adminKeys.protocols,
    queryFn: () => adminCall<ProtocolRow[]>('/lfscada/system/protocol/query'),
  });
  const chosen = Form.useWatch('protocol', form) ?? equipment.driver?.protocol ?? 'modbus-tcp';
  const definition = PROTOCOLS.find((p) => p.id === chosen) ?? PROTOCOLS[0];
  const english = i18n.language.startsWith('en');
  const save = useMutation({
    mutationFn: ({ protocol, ...settings }: DriverValues) =>
      adminCall('/lfscada/equipment/multi/driver/edit', {
        id: equipment.id,
        driver: { protocol, settings },
      }),
    onSuccess: () => {
      toast.success(t('admin.driver.sent'));
      void client.invalidateQueries({ queryKey: adminKeys.equipmentDetail(equipment.id) });
    },
  });
  const defaults = Object.fromEntries(
    (definition?.parameters ?? []).map((p) => [p.key, p.default]),
  );
  return (
    <Form<DriverValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      initialValues={{
        protocol: chosen,
        ...defaults,
        ...(equipment.driver?.settings ?? {}),
      }}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item name="protocol" label={t('admin.driver.protocol')} rules={[{ required: true }]}>
        <Select
          // Another protocol has other fields: they start at that protocol's defaults.
          onChange={(id: string) =>
            form.setFieldsValue(
              Object.fromEntries(
                (PROTOCOLS.find((p) => p.id === id)?.parameters ?? []).map((p) => [
                  p.key,
                  p.default,
                ]),
              ),
            )
          }
          options={(protocols.data ?? PROTOCOLS).map((p) => ({
            value: p.id,
            label: english ? p.name.en : p.name.zh,
            disabled: 'enabled' in p && !p.enabled,
          }))}
        />
      </Form.Item>
      {(definition?.parameters ?? []).map((p) => (
        <Form.Item
          key={p.key}
          name={p.key}
          label={english ? p.label.en : p.label.zh}
          rules={[{ required: p.required }]}
        >
          {p.type === 'integer' ? (
            <InputNumber min={p.min} max={p.max} precision={0} style={{ width: '100%' }} />
          ) : p.type === 'select' ? (
            <Select
              options={(p.options ?? []).map((o) => ({
                value: o.value,
                label: english ? o.label.en : o.label.zh,
              }))}
            />
          ) : (
            <Input />
          )}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
