import {
  ALARM_JOURNAL_EXPORT_MAX,
  MESSAGES,
  renderLocalText,
  textIn,
  type AlarmJournalEntry,
  type AlarmJournalPage,
  type AlarmJournalQuery,
  type Bilingual,
  type JournalEvent,
  type Locale,
} from '@lf/protocol';
import type { Db } from '../../db/database';
import { storedLocal } from '../ruleText';
import { containsPattern, paged } from '../../db/paged';
import type { Scope } from '../../access/scope';
import { addInertRows, csvFile, newWorkbook } from '../../http/files/spreadsheetFile';

type JournalFilter = Omit<AlarmJournalQuery, 'page' | 'pageSize'>;

function journalQuery(db: Db, scope: Scope, filter: JournalFilter) {
  let query = db
    .selectFrom('alarm_journal as j')
    .innerJoin('alarm', 'alarm.id', 'j.alarm_id')
    .leftJoin('equipment', 'equipment.id', 'alarm.equipment_id')
    .leftJoin('signal', 'signal.id', 'alarm.signal_id')
    .leftJoin('app_user', 'app_user.id', 'j.user_id')
    .where(scope.alarm());
  if (filter.event) query = query.where('j.event', '=', filter.event);
  if (filter.priority) query = query.where('alarm.priority', '=', filter.priority);
  if (filter.startTime !== undefined) query = query.where('j.at', '>=', new Date(filter.startTime));
  if (filter.endTime !== undefined) query = query.where('j.at', '<=', new Date(filter.endTime));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((w) =>
      w.or([
        w('equipment.name', 'ilike', pattern),
        w('signal.name', 'ilike', pattern),
        w('alarm.text', 'ilike', pattern),
        w('app_user.username', 'ilike', pattern),
        w('j.comment', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The journal's columns, newest first, of the filtered rows. */
function journalRows(query: ReturnType<typeof journalQuery>) {
  return query
    .select([
      'j.id',
      'j.alarm_id',
      'j.event',
      'j.at',
      'j.comment',
      'alarm.priority',
      'alarm.text',
      'alarm.local',
      'equipment.name as equipment_name',
      'signal.name as signal_name',
      'app_user.username',
    ])
    .orderBy('j.at', 'desc')
    .orderBy('j.id', 'desc');
}

type JournalRow = Awaited<ReturnType<ReturnType<typeof journalRows>['execute']>>[number];

function journalEntry(row: JournalRow): AlarmJournalEntry {
  return {
    id: String(row.id),
    alarmId: String(row.alarm_id),
    event: row.event,
    at: new Date(row.at).getTime(),
    priority: row.priority,
    equipmentName: row.equipment_name ?? '',
    signalName: row.signal_name ?? '',
    text: row.text,
    ...storedLocal(row.local),
    userName: row.username ?? '',
    comment: row.comment,
  };
}

/** One page of an organisation's journal, newest first. */
export async function queryJournal(
  db: Db,
  scope: Scope,
  query: AlarmJournalQuery,
): Promise<AlarmJournalPage> {
  const found = await paged(journalQuery(db, scope, query), query, journalRows);
  return { ...found, list: found.list.map(journalEntry) };
}

const JOURNAL_COLUMNS: Bilingual[] = [
  { zh: '时间', en: 'Time' },
  { zh: '事件', en: 'Event' },
  { zh: '优先级', en: 'Priority' },
  { zh: '设备', en: 'Equipment' },
  { zh: '变量', en: 'Signal' },
  { zh: '报警', en: 'Alarm' },
  { zh: '操作人', en: 'Operator' },
  { zh: '备注', en: 'Comment' },
];

const EVENT_TEXT: Record<JournalEvent, Bilingual> = {
  raised: MESSAGES.alarmEventRaised,
  cleared: MESSAGES.alarmEventCleared,
  acknowledged: MESSAGES.alarmEventAcknowledged,
  shelved: MESSAGES.alarmEventShelved,
  unshelved: MESSAGES.alarmEventUnshelved,
  suppressed: MESSAGES.alarmEventSuppressed,
  unsuppressed: MESSAGES.alarmEventUnsuppressed,
  outOfService: MESSAGES.alarmEventOutOfService,
  inService: MESSAGES.alarmEventInService,
};

const PRIORITY_TEXT = {
  critical: MESSAGES.alarmPriorityCritical,
  high: MESSAGES.alarmPriorityHigh,
  medium: MESSAGES.alarmPriorityMedium,
  low: MESSAGES.alarmPriorityLow,
} as const;

/** The journal matching `filter` as a CSV or Excel file, in the reader's language. */
export async function exportJournal(
  db: Db,
  scope: Scope,
  filter: JournalFilter,
  format: 'csv' | 'xlsx',
  locale: Locale,
): Promise<Buffer> {
  const found = await journalRows(journalQuery(db, scope, filter))
    .limit(ALARM_JOURNAL_EXPORT_MAX)
    .execute();
  const entries = found.map(journalEntry);
  const rows = [
    JOURNAL_COLUMNS.map((column) => textIn(column, locale)),
    ...entries.map((entry) => [
      new Date(entry.at).toISOString(),
      textIn(EVENT_TEXT[entry.event], locale),
      textIn(PRIORITY_TEXT[entry.priority], locale),
      entry.equipmentName,
      entry.signalName,
      entry.local ? renderLocalText(entry.local, locale) : entry.text,
      entry.userName,
      entry.comment,
    ]),
  ];
  if (format === 'csv') return csvFile(rows);
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(locale === 'en' ? 'Alarm journal' : '报警日志');
  addInertRows(sheet, rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => (column.width = index === 0 ? 26 : 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
