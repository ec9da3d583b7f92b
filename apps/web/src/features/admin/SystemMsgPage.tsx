import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { CrudDialog } from './CrudDialog';

type MsgValues = Pick<AnnouncementRow, 'title' | 'content'>;
const STATE_COLOR = { draft: 'default', published: 'green', withdrawn: 'orange' } as const;

/** /manage/system/msg: system announcements, published as notices to every message centre. */
export default function SystemMsgPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<AnnouncementRow | 'new' | undefined>();
  const list = useQuery({
    queryKey: adminKeys.announcements,
    queryFn: () => adminCall<AnnouncementRow[]>('/lfscada/system/msg/query'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.announcements });
  const save = useMutation({
    mutationFn: (values: MsgValues) =>
      editing && editing !== 'new'
        ? adminCall('/lfscada/system/msg/edit', { ...values, id: editing.id })
        : adminCall('/lfscada/system/msg/add', { ...values }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      void refresh();
    },
  });
  const act = useMutation({
    mutationFn: (v: { id: string; action: 'publish' | 'withdraw' | 'delete' }) =>
      adminCall(`/lfscada/system/msg/${v.action}`, { id: v.id }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
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
      <Table<AnnouncementRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('admin.msg.title'), dataIndex: 'title' },
          { title: t('admin.msg.content'), dataIndex: 'content', ellipsis: true },
          {
            title: t('admin.msg.state'),
            dataIndex: 'state',
            render: (state: AnnouncementRow['state']) => (
              <Tag color={STATE_COLOR[state]}>{t(`admin.msg.${state}`)}</Tag>
            ),
          },
          {
            title: t('admin.msg.publishedAt'),
            dataIndex: 'publishedAt',
            render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—'),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) =>
              row.state === 'published' ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => act.mutate({ id: row.id, action: 'withdraw' })}
                >
                  {t('admin.msg.withdraw')}
                </Button>
              ) : (
                <Space size={0}>
                  <Popconfirm
                    title={<div style={{ maxWidth: 260 }}>{t('admin.msg.publishConfirm')}</div>}
                    okText={t('admin.msg.publish')}
                    cancelText={t('admin.cancel')}
                    onConfirm={() => act.mutateAsync({ id: row.id, action: 'publish' })}
                  >
                    <Button type="link" size="small">
                      {t('admin.msg.publish')}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                  </Button>
                  <Popconfirm
                    title={t('admin.confirmDelete', { name: row.title })}
                    okText={t('admin.delete')}
                    cancelText={t('admin.cancel')}
                    onConfirm={() => act.mutateAsync({ id: row.id, action: 'delete' })}
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
      <CrudDialog<MsgValues>
        open={editing !== undefined}
        editing={editing !== 'new'}
        initialValues={editing && editing !== 'new' ? editing : {}}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="title" label={t('admin.msg.title')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('admin.msg.content')}
          rules={[{ required: true, max: 5000 }]}
        >
          <Input.TextArea rows={6} />
        </Form.Item>
      </CrudDialog>
    </Flex>
  );
}
