import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ManageEquipmentPage, ManageEquipmentRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { ListToolbar, PagedTable, type ListFilter } from '../common/pagedList';
import { adminCall, adminKeys } from './api';
import { DeletedEquipmentDialog } from './DeletedEquipmentDialog';
import { DeleteLink } from '../common/DeleteLink';

type Tri = 'all' | 'yes' | 'no';
const flag = (value: Tri) => (value === 'all' ? undefined : value === 'yes');

/** /manage/eg/equipment/list: search, state filters, pages of 10, add, edit, delete, display. */
export default function EquipmentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [online, setOnline] = useState<Tri>('all');
  const [alarm, setAlarm] = useState<Tri>('all');
  const [page, setPage] = useState(1);
  const [showDeleted, setShowDeleted] = useState(false);
  const filter = { keyword, online: flag(online), alarm: flag(alarm), page };
  const list = useQuery({
    queryKey: [...adminKeys.equipment, filter],
    queryFn: () => adminCall<ManageEquipmentPage>('/lfscada/equipment/multi/manage/query', filter),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.equipment });
  const remove = useMutation({
    mutationFn: (id: string) => adminCall('/lfscada/equipment/multi/delete', { id }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void refresh();
      void client.invalidateQueries({ queryKey: adminKeys.deleted });
    },
  });
  const display = useMutation({
    mutationFn: (v: { id: string; display: string }) =>
      adminCall('/lfscada/equipment/multi/setDisplay', v),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      void refresh();
    },
  });

  const columns = [
    {
      title: t('admin.name'),
      dataIndex: 'name',
      render: (name: string, row: ManageEquipmentRow) => (
        <Link to={`/manage/eg/equipment/edit/${row.id}`}>{name}</Link>
      ),
    },
    { title: t('admin.equipment.model'), dataIndex: 'model' },
    { title: t('admin.equipment.location'), dataIndex: 'location' },
    {
      title: t('admin.equipment.gateway'),
      dataIndex: 'gatewayName',
      render: (name: string | null) =>
        name ?? <Typography.Text type="secondary">{t('admin.equipment.none')}</Typography.Text>,
    },
    {
      title: t('admin.equipment.state'),
      dataIndex: 'online',
      render: (value: boolean) => (
        <Tag color={value ? 'green' : 'default'}>
          {value ? t('admin.online') : t('admin.offline')}
        </Tag>
      ),
    },
    {
      title: t('admin.equipment.alarmState'),
      dataIndex: 'alarmCount',
      render: (count: number) =>
        count > 0 ? (
          <Tag color="red">{`${t('admin.alarm')} ${count}`}</Tag>
        ) : (
          <Tag>{t('admin.normal')}</Tag>
        ),
    },
    { title: t('admin.equipment.signals'), dataIndex: 'signalCount' },
    {
      title: t('admin.equipment.display'),
      dataIndex: 'display',
      render: (value: string, row: ManageEquipmentRow) => (
        <Select
          size="small"
          value={value}
          aria-label={`${t('admin.equipment.display')} ${row.name}`}
          style={{ width: 120 }}
          onChange={(next) => display.mutate({ id: row.id, display: next })}
          options={[
            { value: 'list', label: t('admin.equipment.displayList') },
            { value: 'designer', label: t('admin.equipment.displayDesigner') },
          ]}
        />
      ),
    },
    {
      title: t('admin.actions'),
      key: 'actions',
      render: (_: unknown, row: ManageEquipmentRow) => (
        <Space>
          <Link to={`/manage/eg/equipment/edit/${row.id}`}>{t('admin.edit')}</Link>
          <DeleteLink
            name={row.name}
            description={<div style={{ maxWidth: 280 }}>{t('admin.equipment.deleteHint')}</div>}
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Space>
      ),
    },
  ];

  const triFilter = (
    label: string,
    value: Tri,
    onChange: (v: Tri) => void,
    [yes, no]: [string, string],
  ): ListFilter<Tri> => ({
    label,
    value,
    width: 120,
    onChange,
    options: [
      { value: 'all', label: t('admin.all') },
      { value: 'yes', label: yes },
      { value: 'no', label: no },
    ],
  });

  return (
    <Flex vertical gap={16}>
      <ListToolbar
        search={{
          placeholder: t('admin.equipment.searchPlaceholder'),
          width: 260,
          onSearch: setKeyword,
        }}
        filters={[
          triFilter(t('admin.equipment.state'), online, setOnline, [
            t('admin.online'),
            t('admin.offline'),
          ]),
          triFilter(t('admin.equipment.alarmState'), alarm, setAlarm, [
            t('admin.alarm'),
            t('admin.normal'),
          ]),
        ]}
        onFiltered={() => setPage(1)}
      >
        <Space wrap>
          <Button icon={<DeleteOutlined />} onClick={() => setShowDeleted(true)}>
            {t('admin.equipment.deletedList')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/manage/eg/equipment/add')}
          >
            {t('admin.add')}
          </Button>
        </Space>
      </ListToolbar>
      <PagedTable list={list} page={page} onPage={setPage} columns={columns} minWidth={900} />
      <DeletedEquipmentDialog open={showDeleted} onClose={() => setShowDeleted(false)} />
    </Flex>
  );
}
