import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A history query's time range: either end may be empty until the query's check names it. */
export type OpenRange = [Dayjs | null, Dayjs | null];

/** The range a history or track query opens with. */
export function lastHour(): OpenRange {
  return [dayjs().subtract(1, 'hour'), dayjs()];
}

/** The presets' labels; `today` only where the screen offers it. */
interface PresetLabels {
  lastHour: string;
  today?: string;
  lastDay: string;
  lastWeek: string;
}

/**
 * The time range field of a history query (an equipment's history, a track), with presets that
 * end now. Either end may be cleared: the query's own check says what is missing. `texts` is the
 * screen's locale section, which holds the field's `range` label and its `presets`.
 */
export function HistoryRangeField({
  texts,
  value,
  onChange,
}: {
  texts: 'monitor.history' | 'map.playback';
  value: OpenRange;
  onChange: (range: OpenRange) => void;
}) {
  const { t } = useTranslation();
  const labels: PresetLabels = t(`${texts}.presets`, { returnObjects: true });
  const now = dayjs();
  const since = (start: Dayjs): [Dayjs, Dayjs] => [start, now];
  const presets = [
    { label: labels.lastHour, value: since(now.subtract(1, 'hour')) },
    ...(labels.today ? [{ label: labels.today, value: since(now.startOf('day')) }] : []),
    { label: labels.lastDay, value: since(now.subtract(1, 'day')) },
    { label: labels.lastWeek, value: since(now.subtract(7, 'day')) },
  ];
  return (
    <Form.Item label={t(`${texts}.range`)}>
      <DatePicker.RangePicker
        showTime
        allowEmpty={[true, true]}
        value={value}
        onChange={(range) => onChange(range ? [range[0], range[1]] : [null, null])}
        presets={presets}
      />
    </Form.Item>
  );
}
