import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Image, Input, Select, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ManagedEquipment, ModelRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys, readFileAs } from './api';
import { GatewayPicker } from './GatewayPicker';
import { PositionFields, type PositionValues } from './PositionFields';

interface InfoValues extends PositionValues {
  name: string;
  model?: string;
  modelId?: string;
  location?: string;
  description?: string;
  gatewayId?: string;
}

/** Name, model, location with coordinates, description and image of an equipment. */
export function InfoTab({ equipment }: { equipment: ManagedEquipment | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { modal } = App.useApp();
  const [form] = Form.useForm<InfoValues>();
  const models = useQuery({
    queryKey: adminKeys.models,
    queryFn: () => adminCall<ModelRow[]>('/lfscada/system/model/query'),
    enabled: !equipment,
  });
  const save = useMutation({
    mutationFn: (values: InfoValues) =>
      equipment
        ? adminCall('/lfscada/equipment/multi/edit', {
            ...values,
            // A cleared field is sent empty, so that the server clears it too.
            lat: values.lat ?? '',
            lng: values.lng ?? '',
            latSignalId: values.latSignalId ?? '',
            lngSignalId: values.lngSignalId ?? '',
            id: equipment.id,
          })
        : adminCall<{ id: string }>('/lfscada/equipment/multi/add', { ...values }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: adminKeys.equipment });
      if (equipment) {
        toast.success(t('admin.saved'));
        return;
      }
      toast.success(t('admin.info.created'));
      const id = (result as { id: string }).id;
      void navigate(`/manage/eg/equipment/edit/${id}?tab=driver`, { replace: true });
    },
  });
  // A saved equipment moves to another gateway once confirmed, as on the gateway list; both
  // gateways get their new configuration from the server.
  const bind = useMutation({
    mutationFn: (gatewayId: string | undefined) =>
      gatewayId
        ? adminCall('/lfscada/equipment/multi/bindGateway', { id: equipment?.id, gatewayId })
        : adminCall('/lfscada/equipment/multi/unbindGateway', { id: equipment?.id }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      void client.invalidateQueries({ queryKey: adminKeys.equipment });
      void client.invalidateQueries({ queryKey: adminKeys.gateways });
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      adminCall('/lfscada/equipment/multi/image/upload', {
        id: equipment?.id,
        image: await readFileAs(file, 'dataUrl'),
      }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      void client.invalidateQueries({ queryKey: adminKeys.equipmentDetail(equipment?.id ?? '') });
    },
  });

  return (
    <Form<InfoValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={
        equipment
          ? {
              name: equipment.name,
              model: equipment.model,
              location: equipment.location,
              lat: equipment.lat,
              lng: equipment.lng,
              latSignalId: equipment.latSignalId ?? undefined,
              lngSignalId: equipment.lngSignalId ?? undefined,
              description: equipment.description,
            }
          : {}
      }
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item name="name" label={t('admin.info.name')} rules={[{ required: true, max: 64 }]}>
        <Input />
      </Form.Item>
      {equipment ? null : (
        <Form.Item name="modelId" label={t('admin.info.fromModel')}>
          <Select
            allowClear
            loading={models.isPending}
            options={(models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
      )}
      {equipment ? (
        <Form.Item label={t('admin.info.gateway')} htmlFor="equipment-gateway">
          <GatewayPicker
            id="equipment-gateway"
            value={equipment.gateway?.id}
            onChange={(gatewayId) =>
              modal.confirm({
                title: t('admin.info.gateway'),
                content: t(
                  gatewayId ? 'admin.info.gatewayMoveConfirm' : 'admin.info.unbindConfirm',
                ),
                okText: t('admin.confirm'),
                cancelText: t('admin.cancel'),
                onOk: () => bind.mutateAsync(gatewayId),
              })
            }
          />
        </Form.Item>
      ) : (
        <Form.Item name="gatewayId" label={t('admin.info.gateway')}>
          <GatewayPicker />
        </Form.Item>
      )}
      <Form.Item name="model" label={t('admin.info.model')} rules={[{ max: 64 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="location" label={t('admin.info.location')} rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>
      <PositionFields signals={equipment?.signals} />
      <Form.Item name="description" label={t('admin.info.description')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      {equipment ? (
        <Form.Item label={t('admin.info.image')}>
          <Space align="start">
            {equipment.image ? <Image width={120} src={equipment.image} /> : null}
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                upload.mutate(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending}>
                {t('admin.info.upload')}
              </Button>
            </Upload>
          </Space>
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
