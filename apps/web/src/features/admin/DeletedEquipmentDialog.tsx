import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DeletedEquipmentRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';

/** Deleted equipment, kept with their history until an administrator purges them. */
export function DeletedEquipmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: adminKeys.deleted,
    queryFn: () => adminCall<DeletedEquipmentRow[]>('/lfscada/equipment/multi/deleted/query'),
    enabled: open,
  });
  const purge = useMutation({
    mutationFn: (id: string) => adminCall('/lfscada/equipment/multi/purge', { id }),
    onSuccess: () => {
      toast.success(t('admin.equipment.purged'));
      void client.invalidateQueries({ queryKey: adminKeys.deleted });
    },
  });
  return (
    <Modal
      open={open}
      title={t('admin.equipment.deletedList')}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      <Table<DeletedEquipmentRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          { title: t('admin.equipment.signals'), dataIndex: 'signalCount' },
          {
            title: t('admin.equipment.deletedAt'),
            dataIndex: 'deletedAt',
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
          },
          { title: t('admin.equipment.deletedBy'), dataIndex: 'deletedBy' },
          {
            title: t('admin.actions'),
            key: 'purge',
            render: (_: unknown, row) => (
              <Popconfirm
                title={t('admin.equipment.purgeConfirm', { name: row.name })}
                okText={t('admin.equipment.purge')}
                cancelText={t('admin.cancel')}
                onConfirm={() => purge.mutateAsync(row.id)}
              >
                <Button danger size="small">
                  {t('admin.equipment.purge')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}
