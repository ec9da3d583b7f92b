import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AnnouncementRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { CrudDialog } from './CrudDialog';
import { AddBar, EditDeleteActions, useCrudList } from './crudList';

type MsgValues = Pick<AnnouncementRow, 'title' | 'content'>;
const BASE = '/lfscada/system/msg';
const STATE_COLOR = { draft: 'default', published: 'green', withdrawn: 'orange' } as const;

/** /manage/system/msg: system announcements, published as notices to every message centre. */
export default function SystemMsgPage() {
  const { t } = useTranslation();
  const crud = useCrudList<AnnouncementRow, MsgValues>({
    base: BASE,
    queryKey: adminKeys.announcements,
  });
  const act = useMutation({
    mutationFn: (v: { id: string; action: 'publish' | 'withdraw' }) =>
      adminCall(`${BASE}/${v.action}`, { id: v.id }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      void crud.refresh();
    },
  });
  return (
    <Flex vertical gap={16}>
      <AddBar list={crud} />
      <Table<AnnouncementRow>
        {...crud.table}
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
                <EditDeleteActions list={crud} row={row} name={row.title} size={0}>
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
                </EditDeleteActions>
              ),
          },
        ]}
      />
      <CrudDialog<MsgValues>
        {...crud.dialog}
        initialValues={crud.editing && crud.editing !== 'new' ? crud.editing : {}}
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
