import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Grid, List, Table, Typography, type PaginationProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '@lf/protocol';
import { queryOperationLog } from './api';
import { operationText } from './operationText';
import { serverPager } from '../common/pagedList';

const PAGE_SIZE = 20;
const timeOf = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/**
 * /account/log: the user's own operations, newest first, page by page. A phone gets one entry
 * per row (what, on what, then when and from where) instead of four columns squeezed to letters.
 */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['account', 'log', page],
    queryFn: () => queryOperationLog(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.list ?? [];
  const pagination: PaginationProps = {
    ...serverPager(page, PAGE_SIZE, log.data?.total, setPage),
    hideOnSinglePage: true,
  };
  return (
    <Card
      title={t('route.accountLog')}
      styles={narrow ? { header: { paddingInline: 12 }, body: { padding: 12 } } : undefined}
    >
      {narrow ? (
        <List<OperationLogRow>
          loading={log.isFetching}
          dataSource={rows}
          locale={{ emptyText: t('accountLog.empty') }}
          pagination={rows.length > 0 ? { ...pagination, simple: true, align: 'center' } : false}
          renderItem={(row) => (
            <List.Item key={row.id} data-testid="operation-log-item">
              <List.Item.Meta
                title={operationText(row.action, t)}
                description={
                  <>
                    {row.target && (
                      <Typography.Text ellipsis style={{ display: 'block' }}>
                        {row.target}
                      </Typography.Text>
                    )}
                    <Typography.Text type="secondary">
                      {`${timeOf(row.gmtCreate)} · ${row.address}`}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<OperationLogRow>
          rowKey="id"
          size="middle"
          loading={log.isFetching}
          dataSource={rows}
          locale={{ emptyText: t('accountLog.empty') }}
          pagination={pagination}
          columns={[
            {
              title: t('accountLog.time'),
              dataIndex: 'gmtCreate',
              width: 180,
              render: timeOf,
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
      )}
    </Card>
  );
}
