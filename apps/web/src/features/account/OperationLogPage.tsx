import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '@lf/protocol';
import { queryOperationLog } from './api';
import { operationText } from './operationText';

const PAGE_SIZE = 20;

/** /account/log: the user's own operations, newest first, page by page. */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['account', 'log', page],
    queryFn: () => queryOperationLog(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('route.accountLog')}>
      <Table<OperationLogRow>
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        locale={{ emptyText: t('accountLog.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('accountLog.time'),
            dataIndex: 'gmtCreate',
            width: 180,
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('accountLog.action'),
            dataIndex: 'action',
            render: (action: string) => operationText(action, t),
          },
          { title: t('accountLog.target'), dataIndex: 'target', ellipsis: true },
          { title: t('accountLog.address'), dataIndex: 'address', width: 160 },
        ]}
      />
    </Card>
  );
}
