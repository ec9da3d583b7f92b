import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HardwareRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { CrudDialog } from './CrudDialog';

type HardwareValues = Pick<HardwareRow, 'name' | 'firmwareVersion' | 'description'>;

/** /manage/system/hardware: gateway firmware models. */
export default function HardwarePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<HardwareRow | 'new' | undefined>();
  const list = useQuery({
    queryKey: adminKeys.hardware,
    queryFn: () => adminCall<HardwareRow[]>('/lfscada/system/hardware/query'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.hardware });
  const save = useMutation({
    mutationFn: (values: HardwareValues) =>
      editing && editing !== 'new'
        ? adminCall('/lfscada/system/hardware/edit', { ...values, id: editing.id })
        : adminCall('/lfscada/system/hardware/add', { ...values }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminCall('/lfscada/system/hardware/delete', { id }),
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
      <Table<HardwareRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          { title: t('admin.hardware.firmwareVersion'), dataIndex: 'firmwareVersion' },
          { title: t('admin.description'), dataIndex: 'description' },
          { title: t('admin.hardware.gateways'), dataIndex: 'gatewayCount' },
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
      <CrudDialog<HardwareValues>
        open={editing !== undefined}
        editing={editing !== 'new'}
        initialValues={editing && editing !== 'new' ? editing : {}}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="firmwareVersion"
          label={t('admin.hardware.firmwareVersion')}
          rules={[{ required: true, max: 32 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('admin.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </CrudDialog>
    </Flex>
  );
}
