import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDefinition, SignalDefinition } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { DeleteLink } from '../common/DeleteLink';

interface ReportValues {
  name: string;
  signalIds: string[];
}

/** Named groups of the equipment's signals. */
export function ReportTab({ equipmentId }: { equipmentId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<ReportValues>();
  const [editing, setEditing] = useState<ReportDefinition | 'new' | undefined>();
  const reports = useQuery({
    queryKey: adminKeys.reports(equipmentId),
    queryFn: () =>
      adminCall<ReportDefinition[]>('/lfscada/equipment/multi/report/query', { equipmentId }),
  });
  const signals = useQuery({
    queryKey: adminKeys.signals(equipmentId),
    queryFn: () =>
      adminCall<SignalDefinition[]>('/lfscada/equipment/multi/signal/query', { equipmentId }),
  });
  const nameOf = new Map((signals.data ?? []).map((s) => [s.id, s.name]));
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.reports(equipmentId) });
  const save = useMutation({
    mutationFn: (values: ReportValues) =>
      editing && editing !== 'new'
        ? adminCall('/lfscada/equipment/multi/report/edit', { ...values, id: editing.id })
        : adminCall('/lfscada/equipment/multi/report/add', { ...values, equipmentId }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminCall('/lfscada/equipment/multi/report/delete', { id }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void refresh();
    },
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        {t('admin.add')}
      </Button>
      <Table<ReportDefinition>
        rowKey="id"
        size="small"
        loading={reports.isPending}
        dataSource={reports.data ?? []}
        pagination={false}
        locale={{ emptyText: t('admin.report.empty') }}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          {
            title: t('admin.report.signals'),
            dataIndex: 'signalIds',
            render: (ids: string[]) => ids.map((id) => nameOf.get(id) ?? id).join('，'),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  {t('admin.edit')}
                </Button>
                <DeleteLink name={r.name} onConfirm={() => remove.mutateAsync(r.id)} />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        destroyOnHidden
        title={editing === 'new' ? t('admin.add') : t('admin.edit')}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
      >
        <Form<ReportValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={editing && editing !== 'new' ? editing : { signalIds: [] }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="signalIds" label={t('admin.report.signals')}>
            <Select
              mode="multiple"
              options={(signals.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
