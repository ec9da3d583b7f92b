import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProtocolParameter, ProtocolRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { adminCall, adminKeys } from './api';

/** /manage/system/protocol: the driver protocols, their parameter schemas and whether in use. */
export default function ProtocolPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const english = i18n.language.startsWith('en');
  const list = useQuery({
    queryKey: adminKeys.protocols,
    queryFn: () => adminCall<ProtocolRow[]>('/lfscada/system/protocol/query'),
  });
  const toggle = useMutation({
    mutationFn: (v: { id: string; enabled: boolean }) =>
      adminCall('/lfscada/system/protocol/edit', v),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      void client.invalidateQueries({ queryKey: adminKeys.protocols });
    },
  });
  const describe = (p: ProtocolParameter) => {
    const parts = [p.required ? t('admin.protocol.required') : ''];
    if (p.min !== undefined) parts.push(`${t('admin.protocol.range')} ${p.min}–${p.max ?? ''}`);
    if (p.default !== undefined) parts.push(`${t('admin.protocol.default')} ${p.default}`);
    if (p.options)
      parts.push(p.options.map((o) => (english ? o.label.en : o.label.zh)).join(' / '));
    return parts.filter(Boolean).join('，');
  };
  return (
    <Table<ProtocolRow>
      rowKey="id"
      loading={list.isPending}
      dataSource={list.data ?? []}
      pagination={false}
      expandable={{
        expandedRowKeys: (list.data ?? []).map((p) => p.id),
        showExpandColumn: false,
        expandedRowRender: (row) => (
          <Table<ProtocolParameter>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={row.parameters}
            columns={[
              { title: t('admin.protocol.key'), dataIndex: 'key' },
              {
                title: t('admin.name'),
                dataIndex: 'label',
                render: (label: ProtocolParameter['label']) => (english ? label.en : label.zh),
              },
              { title: t('admin.protocol.type'), dataIndex: 'type' },
              {
                title: t('admin.protocol.parameters'),
                key: 'rule',
                render: (_: unknown, p) => describe(p),
              },
            ]}
          />
        ),
      }}
      columns={[
        { title: t('admin.protocol.id'), dataIndex: 'id' },
        {
          title: t('admin.name'),
          dataIndex: 'name',
          render: (name: ProtocolRow['name']) => (english ? name.en : name.zh),
        },
        { title: t('admin.protocol.equipmentCount'), dataIndex: 'equipmentCount' },
        {
          title: t('admin.protocol.enabled'),
          dataIndex: 'enabled',
          render: (enabled: boolean, row) => (
            <Switch
              checked={enabled}
              aria-label={t('admin.protocol.enabled')}
              onChange={(next) => toggle.mutate({ id: row.id, enabled: next })}
            />
          ),
        },
      ]}
    />
  );
}
