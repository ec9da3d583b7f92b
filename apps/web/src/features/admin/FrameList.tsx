import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FrameRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall } from './api';
import { DeleteLink } from '../common/DeleteLink';

const FRAMES = ['admin', 'frames'] as const;

/** The allowed embedded pages: only these paths open under /manage/frame/{path}. */
export function FrameList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<FrameRow>();
  const list = useQuery({
    queryKey: FRAMES,
    queryFn: () => adminCall<FrameRow[]>('/lfscada/system/frame/query'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'frame'] });
  const add = useMutation({
    mutationFn: (values: FrameRow) => adminCall('/lfscada/system/frame/add', { ...values }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      form.resetFields();
      void refresh();
      void client.invalidateQueries({ queryKey: FRAMES });
    },
  });
  const remove = useMutation({
    mutationFn: (path: string) => adminCall('/lfscada/system/frame/delete', { path }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void client.invalidateQueries({ queryKey: FRAMES });
    },
  });
  return (
    <Card title={t('admin.frame.allowed')} style={{ maxWidth: 900, margin: '0 auto' }}>
      <Table<FrameRow>
        rowKey="path"
        size="small"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          {
            title: t('admin.frame.path'),
            dataIndex: 'path',
            render: (path: string) => <Link to={`/manage/frame/${path}`}>{path}</Link>,
          },
          { title: t('admin.frame.title'), dataIndex: 'title' },
          { title: t('admin.frame.url'), dataIndex: 'url', ellipsis: true },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <DeleteLink name={row.title} onConfirm={() => remove.mutateAsync(row.path)} />
            ),
          },
        ]}
      />
      <Form<FrameRow>
        form={form}
        layout="inline"
        style={{ marginTop: 16, rowGap: 8 }}
        onFinish={(values) => add.mutate(values)}
      >
        <Form.Item
          name="path"
          label={t('admin.frame.path')}
          rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{0,63}$/ }]}
        >
          <Input style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('admin.frame.title')}
          rules={[{ required: true, max: 64 }]}
        >
          <Input style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('admin.frame.url')}
          rules={[{ required: true, pattern: /^https?:\/\/\S+$/ }]}
        >
          <Input style={{ width: 220 }} placeholder="https://" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('admin.add')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
