import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  type GatewayCredentials,
  type GatewayPage as GatewayPageData,
  type GatewayRow,
  type HardwareRow,
  type ManageEquipmentPage,
} from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { CredentialsDialog } from './CredentialsDialog';
import { GatewayDialog, type GatewayValues } from './GatewayDialog';
import { SparkplugDialog } from './SparkplugDialog';

/** /manage/eg/gateway: gateways with state, settings, bound equipment and credentials. */
export default function GatewayPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<GatewayRow | 'new' | undefined>();
  const [binding, setBinding] = useState<GatewayRow | undefined>();
  const [bindTarget, setBindTarget] = useState<string | undefined>();
  const [credentials, setCredentials] = useState<GatewayCredentials | undefined>();
  const [sparkplug, setSparkplug] = useState<GatewayRow | undefined>();
  const list = useQuery({
    queryKey: [...adminKeys.gateways, keyword, page],
    queryFn: () => adminCall<GatewayPageData>('/lfscada/gateway/query', { keyword, page }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const hardware = useQuery({
    queryKey: adminKeys.hardware,
    queryFn: () => adminCall<HardwareRow[]>('/lfscada/system/hardware/query'),
  });
  const equipment = useQuery({
    queryKey: [...adminKeys.equipment, 'all-for-binding'],
    queryFn: () =>
      adminCall<ManageEquipmentPage>('/lfscada/equipment/multi/manage/query', { pageSize: 100 }),
    enabled: binding !== undefined,
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.gateways });
  const save = useMutation({
    mutationFn: async (values: GatewayValues) =>
      editing === 'new'
        ? adminCall<GatewayCredentials>('/lfscada/gateway/add', { ...values })
        : adminCall<null>('/lfscada/gateway/edit', { ...values }),
    onSuccess: (result) => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      if (result) setCredentials(result);
      void refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: (id: string) =>
      adminCall<GatewayCredentials>('/lfscada/gateway/rotateCredentials', { id }),
    onSuccess: (result) => {
      setCredentials(result);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminCall('/lfscada/gateway/delete', { id }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void refresh();
    },
  });
  const bind = useMutation({
    mutationFn: (v: { id: string; gatewayId?: string }) =>
      adminCall(
        v.gatewayId
          ? '/lfscada/equipment/multi/bindGateway'
          : '/lfscada/equipment/multi/unbindGateway',
        v,
      ),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setBinding(undefined);
      setBindTarget(undefined);
      void refresh();
      void client.invalidateQueries({ queryKey: adminKeys.equipment });
    },
  });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" wrap="wrap" gap={12}>
        <Input.Search
          allowClear
          aria-label={t('admin.search')}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.add')}
        </Button>
      </Flex>
      <Table<GatewayRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 1000 }}
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: t('admin.gateway.id'), dataIndex: 'id' },
          { title: t('admin.gateway.name'), dataIndex: 'name' },
          {
            title: t('admin.gateway.state'),
            dataIndex: 'online',
            render: (online: boolean) => (
              <Tag color={online ? 'green' : 'default'}>
                {online ? t('admin.online') : t('admin.offline')}
              </Tag>
            ),
          },
          {
            title: t('admin.gateway.vpn'),
            dataIndex: 'vpn',
            render: (v: boolean) => (v ? t('admin.yes') : t('admin.no')),
          },
          {
            title: t('admin.gateway.economize'),
            key: 'economize',
            render: (_: unknown, g) =>
              `${g.economizeOpen ? t('admin.yes') : t('admin.no')} · ${
                g.economizeMode === 'smart'
                  ? t('admin.gateway.modeSmart')
                  : t('admin.gateway.modeTime')
              } · ${g.interval}s`,
          },
          {
            title: t('admin.gateway.hardware'),
            dataIndex: 'hardwareId',
            render: (id: string | null) => hardware.data?.find((h) => h.id === id)?.name ?? '—',
          },
          { title: t('admin.gateway.agentVersion'), dataIndex: 'agentVersion' },
          {
            title: t('admin.gateway.opcuaThumbprint'),
            dataIndex: 'opcuaThumbprint',
            render: (thumbprint: string | null) =>
              thumbprint ? (
                <Typography.Text code copyable style={{ fontSize: 11 }}>
                  {thumbprint.replace(/(.{2})(?!$)/g, '$1:')}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('admin.sparkplug.column'),
            dataIndex: 'sparkplugGroup',
            render: (group: string | null) => (group ? <Tag color="blue">{group}</Tag> : '—'),
          },
          {
            title: t('admin.gateway.lastSeen'),
            dataIndex: 'lastSeen',
            render: (at: string | null) => (at ? dayjs(at).format('MM-DD HH:mm:ss') : '—'),
          },
          {
            title: t('admin.gateway.equipment'),
            key: 'equipment',
            render: (_: unknown, g) => (
              <Space wrap size={4}>
                {g.equipment.map((e) => (
                  <Popconfirm
                    key={e.id}
                    title={t('admin.gateway.unbindConfirm', { name: e.name })}
                    okText={t('admin.gateway.unbind')}
                    cancelText={t('admin.cancel')}
                    onConfirm={() => bind.mutateAsync({ id: e.id })}
                  >
                    <Tag style={{ cursor: 'pointer' }}>{e.name}</Tag>
                  </Popconfirm>
                ))}
              </Space>
            ),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, g) => (
              <Space wrap size={0}>
                <Button type="link" size="small" onClick={() => setBinding(g)}>
                  {t('admin.gateway.bind')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(g)}>
                  {t('admin.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => setSparkplug(g)}>
                  {t('admin.sparkplug.action')}
                </Button>
                <Popconfirm
                  title={<div style={{ maxWidth: 280 }}>{t('admin.gateway.rotateConfirm')}</div>}
                  okText={t('admin.gateway.rotate')}
                  cancelText={t('admin.cancel')}
                  onConfirm={() => rotate.mutateAsync(g.id)}
                >
                  <Button type="link" size="small">
                    {t('admin.gateway.rotate')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('admin.confirmDelete', { name: g.name })}
                  okText={t('admin.delete')}
                  cancelText={t('admin.cancel')}
                  onConfirm={() => remove.mutateAsync(g.id)}
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
      <GatewayDialog
        open={editing !== undefined}
        gateway={editing === 'new' ? undefined : editing}
        hardware={hardware.data ?? []}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(undefined)}
      />
      <Modal
        open={binding !== undefined}
        title={`${t('admin.gateway.bind')} · ${binding?.name ?? ''}`}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
        okButtonProps={{ disabled: !bindTarget }}
        confirmLoading={bind.isPending}
        onOk={() => binding && bindTarget && bind.mutate({ id: bindTarget, gatewayId: binding.id })}
        onCancel={() => setBinding(undefined)}
      >
        <Select
          aria-label={t('admin.gateway.equipment')}
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="label"
          value={bindTarget}
          onChange={setBindTarget}
          options={(equipment.data?.list ?? []).map((e) => ({
            value: e.id,
            label: e.gatewayName ? `${e.name} (${e.gatewayName})` : e.name,
          }))}
        />
      </Modal>
      <SparkplugDialog
        gateway={sparkplug}
        onClose={() => setSparkplug(undefined)}
        onSaved={() => void refresh()}
      />
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(undefined)} />
    </Flex>
  );
}
