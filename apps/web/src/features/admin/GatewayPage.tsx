import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GatewayCredentials,
  type GatewayPage as GatewayPageData,
  type GatewayRow,
  type HardwareRow,
  type ManageEquipmentPage,
} from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';
import { ListToolbar, PagedTable } from '../common/pagedList';
import { CredentialsDialog } from './CredentialsDialog';
import { GatewayDialog, type GatewayValues } from './GatewayDialog';
import { SparkplugDialog } from './SparkplugDialog';
import { DeleteLink } from '../common/DeleteLink';

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
      <ListToolbar search={{ width: 260, onSearch: setKeyword }} onFiltered={() => setPage(1)}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.add')}
        </Button>
      </ListToolbar>
      <PagedTable<GatewayRow>
        list={list}
        page={page}
        onPage={setPage}
        // Twelve facts a gateway did not fit 1280 px: name and id share a cell, state and last
        // contact share one, the short cells do not wrap, and the table scrolls under a fixed
        // actions column rather than squeezing every header onto three lines.
        minWidth={1390}
        columns={[
          {
            title: t('admin.gateway.name'),
            key: 'name',
            width: 190,
            render: (_: unknown, g) => (
              <Flex vertical>
                <Typography.Text strong>{g.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {g.id}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('admin.gateway.state'),
            key: 'state',
            width: 130,
            render: (_: unknown, g) => (
              <Flex vertical align="start" gap={2}>
                <Tag color={g.online ? 'green' : 'default'}>
                  {g.online ? t('admin.online') : t('admin.offline')}
                </Tag>
                <Tooltip title={t('admin.gateway.lastSeen')}>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {g.lastSeen ? dayjs(g.lastSeen).format('MM-DD HH:mm:ss') : '—'}
                  </Typography.Text>
                </Tooltip>
              </Flex>
            ),
          },
          {
            title: t('admin.gateway.equipment'),
            key: 'equipment',
            width: 180,
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
            title: t('admin.gateway.vpn'),
            dataIndex: 'vpn',
            width: 70,
            render: (v: boolean) => (v ? t('admin.yes') : t('admin.no')),
          },
          {
            title: t('admin.gateway.economize'),
            key: 'economize',
            width: 140,
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
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
            width: 120,
            render: (id: string | null) => hardware.data?.find((h) => h.id === id)?.name ?? '—',
          },
          { title: t('admin.gateway.agentVersion'), dataIndex: 'agentVersion', width: 100 },
          {
            title: t('admin.gateway.opcuaThumbprint'),
            dataIndex: 'opcuaThumbprint',
            width: 170,
            // The whole 20-byte thumbprint wrapped over three lines and pushed the table wide:
            // the cell shows its first bytes, the tooltip and the copy button give all of it.
            render: (thumbprint: string | null) => {
              if (!thumbprint) return '—';
              const whole = thumbprint.replace(/(.{2})(?!$)/g, '$1:');
              return (
                <Tooltip title={whole}>
                  <Typography.Text code copyable={{ text: whole }} style={{ whiteSpace: 'nowrap' }}>
                    {`${whole.slice(0, 11)}…`}
                  </Typography.Text>
                </Tooltip>
              );
            },
          },
          {
            title: t('admin.sparkplug.column'),
            dataIndex: 'sparkplugGroup',
            width: 120,
            render: (group: string | null) => (group ? <Tag color="blue">{group}</Tag> : '—'),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            fixed: 'right',
            width: 270,
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
                <DeleteLink name={g.name} onConfirm={() => remove.mutateAsync(g.id)} />
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
