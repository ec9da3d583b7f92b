import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Grid,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Typography,
  type GetRef,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ALARM_PRIORITIES,
  displayNumber,
  ISA_STATES,
  type AlarmSummaryRow,
  type IsaState,
} from '@lf/protocol';
import {
  AcknowledgeDialog,
  MaintenanceDialog,
  ServiceDialog,
  ShelveDialog,
  type MaintenanceTarget,
} from './AlarmActionDialogs';
import { AlarmCardList } from './AlarmCardList';
import { alarmKeys, querySummary, unshelveAlarms } from './api';
import { PriorityTag } from './PriorityTag';
import { filterSummary, NO_FILTER, priorityRank, type SummaryFilter } from './summaryFilter';
import { keyBelongsToField, summaryKey } from './summaryKeys';
import './alarm.css';
import { alarmText } from './alarmText';
import { currentLocale } from '../../i18n/i18n';

const TIME = 'YYYY-MM-DD HH:mm:ss';
const UNACKED: ReadonlySet<IsaState> = new Set(['unack_active', 'rtn_unack']);

/**
 * /alarm/summary: every active or unacknowledged alarm of the organisation, live (an alarm-change
 * push refreshes it), filtered and sorted in the browser over a virtualised table so 10,000 rows
 * scroll smoothly. Acknowledge with a comment and shelve with a reason, one or many; keys A and S
 * act on the selection, Esc clears it; ↑/↓ and Space pick rows without the mouse (`summaryKeys`).
 */
export default function AlarmSummaryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [includeHidden, setIncludeHidden] = useState(false);
  const [filter, setFilter] = useState<SummaryFilter>(NO_FILTER);
  const [dialog, setDialog] = useState<
    'ack' | 'shelve' | 'outOfService' | 'inService' | 'maintenance' | null
  >(null);
  const summary = useQuery({
    queryKey: alarmKeys.summary(includeHidden),
    queryFn: () => querySummary(includeHidden),
  });
  const rows = useMemo(
    () => filterSummary(summary.data ?? [], filter, currentLocale()),
    [summary.data, filter],
  );
  const unshelve = useMutation({
    mutationFn: (ids: string[]) => unshelveAlarms(ids),
    onSuccess: async (result) => {
      void message.success(t('alarm.shelveDialog.unshelved', { count: result.changed }));
      await queryClient.invalidateQueries({ queryKey: alarmKeys.all });
    },
  });

  // The selection counts only rows still listed (acknowledged ones leave after a refresh).
  const [picked, setSelected] = useState<string[]>([]);
  const selected = useMemo(() => {
    const listed = new Set(rows.map((row) => row.id));
    return picked.filter((id) => listed.has(id));
  }, [picked, rows]);

  // Maintenance acts on one equipment: that of the selected alarms when they share one.
  const [maintained, setMaintained] = useState<MaintenanceTarget | null>(null);
  const selectedEquipment = useMemo((): MaintenanceTarget | null => {
    const chosen = rows.filter((row) => selected.includes(row.id) && row.equipmentId !== '');
    const [first] = chosen;
    if (!first || chosen.some((row) => row.equipmentId !== first.equipmentId)) return null;
    return {
      id: first.equipmentId,
      name: first.equipmentName,
      inMaintenance: first.equipmentInMaintenance,
    };
  }, [rows, selected]);
  const openMaintenance = (target: MaintenanceTarget) => {
    setMaintained(target);
    setDialog('maintenance');
  };

  // The keyboard cursor: a row, shown outlined and kept in view.
  const [cursor, setCursor] = useState<string | null>(null);
  const table = useRef<GetRef<typeof Table>>(null);
  useEffect(() => {
    if (cursor !== null) table.current?.scrollTo({ key: cursor, align: 'nearest' });
  }, [cursor]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog || event.ctrlKey || event.metaKey || event.altKey) return;
      if (keyBelongsToField(event.target, event.key)) return;
      const command = summaryKey(
        event.key,
        rows.map((row) => row.id),
        cursor,
        selected,
      );
      if (command.kind === 'none') return;
      event.preventDefault();
      if (command.kind === 'cursor') setCursor(command.cursor);
      if (command.kind === 'selection') setSelected(command.selected);
      if (command.kind === 'act') {
        setSelected(command.ids);
        setDialog(command.action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, rows, cursor, selected]);

  // Below antd's md breakpoint the table gives way to a card per alarm.
  const phone = Grid.useBreakpoint().md === false;
  const actOn = (id: string, action: 'ack' | 'shelve') => {
    setSelected([id]);
    setDialog(action);
  };

  const columns: ColumnsType<AlarmSummaryRow> = [
    {
      title: t('alarm.columns.priority'),
      dataIndex: 'priority',
      width: 96,
      sorter: (a, b) => priorityRank(a.priority) - priorityRank(b.priority),
      render: (_, row) => <PriorityTag priority={row.priority} />,
    },
    {
      title: t('alarm.columns.state'),
      dataIndex: 'state',
      width: 180,
      sorter: (a, b) => ISA_STATES.indexOf(a.state) - ISA_STATES.indexOf(b.state),
      render: (state: IsaState) => (
        <span className={`lf-alarm-state lf-alarm-state--${state}`}>
          {t(`alarm.state.${state}`)}
        </span>
      ),
    },
    {
      title: t('alarm.columns.raisedAt'),
      dataIndex: 'raisedAt',
      width: 165,
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.raisedAt - b.raisedAt,
      render: (at: number) => dayjs(at).format(TIME),
    },
    {
      title: t('alarm.columns.equipment'),
      dataIndex: 'equipmentName',
      width: 120,
      ellipsis: true,
      sorter: (a, b) => a.equipmentName.localeCompare(b.equipmentName),
    },
    { title: t('alarm.columns.signal'), dataIndex: 'signalName', width: 110, ellipsis: true },
    {
      title: t('alarm.columns.text'),
      key: 'text',
      width: 170,
      ellipsis: true,
      render: (_, row) => alarmText(row, currentLocale()),
    },
    {
      title: t('alarm.columns.value'),
      dataIndex: 'value',
      width: 70,
      render: (value: number | null) => (value === null ? '' : displayNumber(value)),
    },
    {
      title: t('alarm.columns.ack'),
      key: 'ack',
      width: 180,
      ellipsis: true,
      render: (_, row) =>
        row.state === 'shelved' && row.shelvedUntil !== null
          ? `${t('alarm.columns.shelvedUntil')} ${dayjs(row.shelvedUntil).format(TIME)} · ${row.shelveReason}`
          : [row.ackBy, row.ackComment].filter(Boolean).join(' · '),
    },
    {
      title: '',
      key: 'actions',
      width: 100,
      render: (_, row) =>
        row.equipmentInMaintenance ? (
          <Button
            size="small"
            onClick={() =>
              openMaintenance({ id: row.equipmentId, name: row.equipmentName, inMaintenance: true })
            }
          >
            {t('alarm.summary.endMaintenance')}
          </Button>
        ) : row.state === 'shelved' ? (
          <Button size="small" onClick={() => unshelve.mutate([row.id])}>
            {t('alarm.summary.unshelve')}
          </Button>
        ) : row.state === 'out_of_service' ? (
          <Button
            size="small"
            onClick={() => {
              setSelected([row.id]);
              setDialog('inService');
            }}
          >
            {t('alarm.summary.inService')}
          </Button>
        ) : UNACKED.has(row.state) ? (
          <Button size="small" type="primary" onClick={() => actOn(row.id, 'ack')}>
            {t('alarm.summary.acknowledge')}
          </Button>
        ) : null,
    },
  ];

  const closeDialog = (done: boolean) => {
    setDialog(null);
    if (done) setSelected([]);
  };

  return (
    <Card title={t('route.alarmSummary')} className="lf-alarm-summary">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('alarm.filter.keyword')}
          aria-label={t('alarm.filter.keyword')}
          style={{ width: 240 }}
          onSearch={(keyword) => setFilter((f) => ({ ...f, keyword }))}
          onChange={(event) => setFilter((f) => ({ ...f, keyword: event.target.value }))}
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t('alarm.filter.priority')}
          placeholder={t('alarm.filter.priority')}
          style={{ minWidth: 160 }}
          value={filter.priorities}
          onChange={(priorities) => setFilter((f) => ({ ...f, priorities }))}
          options={ALARM_PRIORITIES.map((p) => ({ value: p, label: t(`alarm.priority.${p}`) }))}
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t('alarm.filter.state')}
          placeholder={t('alarm.filter.state')}
          style={{ minWidth: 180 }}
          value={filter.states}
          onChange={(states) => setFilter((f) => ({ ...f, states }))}
          options={ISA_STATES.filter((s) => s !== 'normal').map((s) => ({
            value: s,
            label: t(`alarm.state.${s}`),
          }))}
        />
        <DatePicker
          showTime
          aria-label={t('alarm.filter.since')}
          placeholder={t('alarm.filter.since')}
          onChange={(value) => setFilter((f) => ({ ...f, since: value ? value.valueOf() : null }))}
        />
        <Space>
          <Switch
            checked={includeHidden}
            onChange={setIncludeHidden}
            aria-label={t('alarm.filter.showHidden')}
          />
          <span>{t('alarm.filter.showHidden')}</span>
        </Space>
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        {/* A phone acts on one card at a time: the selection's buttons would stay greyed out. */}
        {phone ? null : (
          <>
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => setDialog('ack')}
            >
              {t('alarm.summary.acknowledgeSelected')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => setDialog('shelve')}>
              {t('alarm.summary.shelveSelected')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => setDialog('outOfService')}>
              {t('alarm.summary.outOfServiceSelected')}
            </Button>
            <Button
              disabled={selectedEquipment === null}
              onClick={() => selectedEquipment && openMaintenance(selectedEquipment)}
            >
              {t(
                selectedEquipment?.inMaintenance
                  ? 'alarm.summary.endMaintenance'
                  : 'alarm.summary.maintenance',
              )}
            </Button>
          </>
        )}
        <Typography.Text type="secondary" data-testid="alarm-count">
          {t('alarm.summary.count', { count: rows.length, selected: selected.length })}
        </Typography.Text>
        {phone ? null : (
          <Typography.Text type="secondary">{t('alarm.summary.keys')}</Typography.Text>
        )}
      </Space>
      {phone ? (
        <AlarmCardList
          rows={rows}
          onAcknowledge={(id) => actOn(id, 'ack')}
          onShelve={(id) => actOn(id, 'shelve')}
          onUnshelve={(id) => unshelve.mutate([id])}
        />
      ) : (
        <Table<AlarmSummaryRow>
          ref={table}
          virtual
          rowKey="id"
          size="small"
          loading={summary.isLoading}
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: 1240, y: 560 }}
          locale={{ emptyText: t('alarm.summary.empty') }}
          rowClassName={(row) =>
            `lf-alarm-row lf-alarm-row--${row.priority}${row.id === cursor ? ' lf-alarm-row--cursor' : ''}`
          }
          onRow={(row) => ({ onClick: () => setCursor(row.id) })}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
        />
      )}
      <AcknowledgeDialog ids={selected} open={dialog === 'ack'} onClose={closeDialog} />
      <ShelveDialog ids={selected} open={dialog === 'shelve'} onClose={closeDialog} />
      <ServiceDialog
        ids={selected}
        open={dialog === 'outOfService' || dialog === 'inService'}
        inService={dialog === 'inService'}
        onClose={closeDialog}
      />
      <MaintenanceDialog
        equipment={maintained}
        open={dialog === 'maintenance'}
        onClose={closeDialog}
      />
    </Card>
  );
}
