import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ALARM_PRIORITIES,
  JOURNAL_EVENTS,
  type AlarmJournalEntry,
  type AlarmJournalQuery,
} from '@lf/protocol';
import { base64ToBytes, saveFile } from '../common/download';
import { serverPager } from '../common/pagedList';
import { alarmKeys, exportJournal, queryJournal } from './api';
import { PriorityTag } from './PriorityTag';
import { alarmText } from './alarmText';
import { currentLocale } from '../../i18n/i18n';

const PAGE_SIZE = 20;

/** /alarm/journal: every stored transition, searchable by word, event, priority and time; export. */
export default function AlarmJournalPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AlarmJournalQuery>({ page: 1, pageSize: PAGE_SIZE });
  const journal = useQuery({
    queryKey: alarmKeys.journal(query),
    queryFn: () => queryJournal(query),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => {
      const { page: _page, pageSize: _size, ...filter } = query;
      return exportJournal(filter, format);
    },
    onSuccess: (file) => saveFile(file.filename, file.mimeType, base64ToBytes(file.base64)),
  });
  const refine = (change: Partial<AlarmJournalQuery>) =>
    setQuery((q) => ({ ...q, ...change, page: 1 }));
  return (
    <Card title={t('route.alarmJournal')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('alarm.filter.keyword')}
          aria-label={t('alarm.filter.keyword')}
          enterButton={t('alarm.journal.search')}
          style={{ width: 300 }}
          onSearch={(keyword) => refine({ keyword: keyword || undefined })}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('alarm.journal.allEvents')}
          aria-label={t('alarm.columns.event')}
          onChange={(event?: AlarmJournalEntry['event']) => refine({ event })}
          options={JOURNAL_EVENTS.map((e) => ({ value: e, label: t(`alarm.event.${e}`) }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('alarm.journal.allPriorities')}
          aria-label={t('alarm.columns.priority')}
          onChange={(priority?: AlarmJournalEntry['priority']) => refine({ priority })}
          options={ALARM_PRIORITIES.map((p) => ({ value: p, label: t(`alarm.priority.${p}`) }))}
        />
        <DatePicker.RangePicker
          showTime
          onChange={(range) =>
            refine({
              startTime: range?.[0]?.valueOf(),
              endTime: range?.[1]?.valueOf(),
            })
          }
        />
        <Button loading={download.isPending} onClick={() => download.mutate('csv')}>
          {t('alarm.journal.csv')}
        </Button>
        <Button loading={download.isPending} onClick={() => download.mutate('xlsx')}>
          {t('alarm.journal.xlsx')}
        </Button>
      </Space>
      <Table<AlarmJournalEntry>
        rowKey="id"
        size="small"
        loading={journal.isFetching}
        dataSource={journal.data?.list ?? []}
        locale={{ emptyText: t('alarm.journal.empty') }}
        pagination={serverPager(query.page ?? 1, PAGE_SIZE, journal.data?.total, (page) =>
          setQuery((q) => ({ ...q, page })),
        )}
        columns={[
          {
            title: t('alarm.columns.time'),
            dataIndex: 'at',
            width: 170,
            render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('alarm.columns.event'),
            dataIndex: 'event',
            width: 150,
            render: (event: AlarmJournalEntry['event']) => t(`alarm.event.${event}`),
          },
          {
            title: t('alarm.columns.priority'),
            dataIndex: 'priority',
            width: 90,
            render: (_, row) => <PriorityTag priority={row.priority} />,
          },
          { title: t('alarm.columns.equipment'), dataIndex: 'equipmentName', ellipsis: true },
          { title: t('alarm.columns.signal'), dataIndex: 'signalName', ellipsis: true },
          {
            title: t('alarm.columns.text'),
            key: 'text',
            ellipsis: true,
            render: (_, row) => alarmText(row, currentLocale()),
          },
          { title: t('alarm.columns.user'), dataIndex: 'userName', width: 120 },
          { title: t('alarm.columns.comment'), dataIndex: 'comment', ellipsis: true },
        ]}
      />
    </Card>
  );
}
