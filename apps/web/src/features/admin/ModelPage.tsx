import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageEquipmentPage, ModelRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { CrudDialog } from './CrudDialog';

interface ModelValues {
  name: string;
  description?: string;
  fromEquipmentId?: string;
  template?: string;
}

/** /manage/system/model: equipment models, templates of signals and reports. */
export default function ModelPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<ModelRow | 'new' | undefined>();
  const list = useQuery({
    queryKey: adminKeys.models,
    queryFn: () => adminCall<ModelRow[]>('/lfscada/system/model/query'),
  });
  const equipment = useQuery({
    queryKey: [...adminKeys.equipment, 'all-for-models'],
    queryFn: () =>
      adminCall<ManageEquipmentPage>('/lfscada/equipment/multi/manage/query', { pageSize: 100 }),
    enabled: editing === 'new',
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.models });
  const save = useMutation({
    mutationFn: (values: ModelValues) => {
      let template: unknown;
      if (values.template) {
        try {
          template = JSON.parse(values.template);
        } catch {
          throw new Error(t('admin.model.templateInvalid'));
        }
      }
      return editing && editing !== 'new'
        ? adminCall('/lfscada/system/model/edit', { ...values, template, id: editing.id })
        : adminCall('/lfscada/system/model/add', { ...values, template });
    },
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      void refresh();
    },
    onError: (error) => {
      if (!('kind' in error)) toast.error(error.message);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminCall('/lfscada/system/model/delete', { id }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void refresh();
    },
  });
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.add')}
        </Button>
      </Flex>
      <Table<ModelRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          { title: t('admin.description'), dataIndex: 'description' },
          {
            title: t('admin.model.signals'),
            key: 's',
            render: (_: unknown, m) => m.template.signals.length,
          },
          {
            title: t('admin.model.reports'),
            key: 'r',
            render: (_: unknown, m) => m.template.reports.length,
          },
          {
            title: t('admin.model.modified'),
            dataIndex: 'gmtModified',
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('admin.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.confirmDelete', { name: row.name })}
                  okText={t('admin.delete')}
                  cancelText={t('admin.cancel')}
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button type="link" danger size="small">
                    {t('admin.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <CrudDialog<ModelValues>
        open={editing !== undefined}
        editing={editing !== 'new'}
        initialValues={
          editing && editing !== 'new'
            ? { ...editing, template: JSON.stringify(editing.template, null, 2) }
            : {}
        }
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('admin.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {editing === 'new' ? (
          <Form.Item name="fromEquipmentId" label={t('admin.model.fromEquipment')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={(equipment.data?.list ?? []).map((e) => ({ value: e.id, label: e.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="template" label={t('admin.model.template')}>
          <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </CrudDialog>
    </Flex>
  );
}
