import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Space, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayPage } from '@lf/protocol';
import { adminCall, adminKeys } from './api';

/**
 * Chooses one of the organisation's gateways, searched on the server by id or name (an
 * organisation can have more gateways than one page of options), each shown with its state.
 * A form control: `value` and `onChange` come from the Form.Item around it.
 */
export function GatewayPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (gatewayId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword);
  const gateways = useQuery({
    queryKey: [...adminKeys.gateways, 'picker', search],
    queryFn: () =>
      adminCall<GatewayPage>('/lfscada/gateway/query', { keyword: search, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      id={id}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      allowClear
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={gateways.isFetching}
      placeholder={t('admin.info.gatewayNone')}
      options={(gateways.data?.list ?? []).map((gateway) => ({
        value: gateway.id,
        label: (
          <Space size={6}>
            <span>{gateway.name}</span>
            <span style={{ color: 'var(--ant-color-text-secondary)' }}>{gateway.id}</span>
            <Tag color={gateway.online ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
              {gateway.online ? t('admin.online') : t('admin.offline')}
            </Tag>
          </Space>
        ),
      }))}
    />
  );
}
