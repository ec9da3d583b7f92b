import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  InputNumber,
  Select,
  Slider,
  Space,
  Spin,
  Typography,
} from 'antd';
import {
  ArrowLeftOutlined,
  DownloadOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Marker, Polyline, Tooltip } from 'react-leaflet';
import { TRACK_LIMITS, type TrackExportFormat, type TrackStop } from '@lf/protocol';
import { toast } from '../../app/toast';
import { base64ToBytes, saveFile } from '../common/download';
import { formatTime } from '../monitor/detail/format';
import { HistoryRangeField, lastHour, type OpenRange } from '../monitor/detail/HistoryRangeField';
import { historyQueryProblem, type RangeProblem } from '../monitor/logic/historyRange';
import {
  exportTrack,
  mapKeys,
  queryMapConfig,
  queryTrack,
  queryTrackSignals,
  type TrackQuery,
} from './api';
import { BaseMap } from './BaseMap';
import { toMapCoords } from './logic/mapCoords';
import { PLAYBACK_SPEEDS, positionAt, valueAt, type PlaybackSpeed } from './logic/playback';
import { StopList, StopMarkers } from './TrackStops';
import { useTrackPlayback } from './useTrackPlayback';

const HOUR = 3_600_000;
const PROBLEM_KEY: Partial<
  Record<
    RangeProblem,
    'monitor.history.missing' | 'monitor.history.endBeforeStart' | 'monitor.history.tooLong'
  >
> = {
  missing: 'monitor.history.missing',
  endBeforeStart: 'monitor.history.endBeforeStart',
  tooLong: 'monitor.history.tooLong',
};
const movingIcon = L.divIcon({ className: 'lf-track-marker', iconSize: [18, 18] });

/**
 * Track playback of one equipment: a time range (SPEC §5 limits), the path simplified on the
 * server with its stops, a marker moving along it at 1×–64×, a scrubber, the chosen signals'
 * values at the playhead, and the full track exported as CSV, Excel or GPX.
 */
export function TrackPlayback({
  equipmentId,
  onBack,
}: {
  equipmentId: string;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: mapKeys.config,
    queryFn: queryMapConfig,
    staleTime: Infinity,
  });
  const coords = config.data?.coords ?? 'wgs84';
  const [range, setRange] = useState<OpenRange>(lastHour);
  const [stopMinutes, setStopMinutes] = useState<number>(TRACK_LIMITS.stopMinutesDefault);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [query, setQuery] = useState<TrackQuery>(() => ({
    equipmentId,
    startTime: Date.now() - HOUR,
    endTime: Date.now(),
    stopMinutes: TRACK_LIMITS.stopMinutesDefault,
  }));
  const track = useQuery({ queryKey: mapKeys.track(query), queryFn: () => queryTrack(query) });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const signals = track.data?.signals ?? [];
  const shownSignals = chosen ?? signals.slice(0, 3).map((s) => s.signalId);
  const values = useQuery({
    queryKey: ['map', 'trackSignals', query, shownSignals],
    queryFn: () => queryTrackSignals(query, shownSignals),
    enabled: shownSignals.length > 0 && track.isSuccess,
  });
  const points = useMemo(() => track.data?.points ?? [], [track.data]);
  const first = points[0]?.[0] ?? query.startTime;
  const last = points[points.length - 1]?.[0] ?? query.endTime;
  const playback = useTrackPlayback(first, last);
  const [map, setMap] = useState<L.Map | null>(null);

  const path = useMemo(
    () => points.map(([, lat, lng]) => toMapCoords(lat, lng, coords)),
    [points, coords],
  );
  useEffect(() => {
    if (map && path.length > 1) map.fitBounds(L.latLngBounds(path), { padding: [40, 40] });
  }, [map, path]);

  const submit = () => {
    const start = range[0]?.valueOf() ?? null;
    const end = range[1]?.valueOf() ?? null;
    // The track is one series: the range rules of a history query apply to it.
    const found = historyQueryProblem([equipmentId], start, end);
    setProblem(found);
    if (found || start === null || end === null) return;
    setQuery({ equipmentId, startTime: start, endTime: end, stopMinutes });
  };

  const download = async (format: TrackExportFormat) => {
    const file = await exportTrack(query, format, shownSignals);
    saveFile(file.filename, file.mimeType, base64ToBytes(file.base64));
    toast.success(t('map.playback.exported', { name: file.filename }));
  };

  const describeStop = useCallback(
    (stop: TrackStop, index: number) =>
      t('map.playback.stop', {
        index: index + 1,
        start: formatTime(stop.start),
        end: formatTime(stop.end),
        minutes: Math.round((stop.end - stop.start) / 60_000),
      }),
    [t],
  );
  // The list is memoised: its click handler must not change with every playback frame.
  const latest = useRef(playback);
  useEffect(() => {
    latest.current = playback;
  });
  const pickStop = useCallback((stop: TrackStop) => {
    latest.current.pause();
    latest.current.setTime(stop.start);
  }, []);

  const here = positionAt(points, playback.time);
  const hereOnMap = here ? toMapCoords(here[0], here[1], coords) : null;
  const name = track.data?.name ?? '';

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Flex align="center" gap={12} wrap>
        {onBack ? (
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
            {t('map.playback.back')}
          </Button>
        ) : null}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('map.playback.title', { name })}
        </Typography.Title>
      </Flex>
      <Form layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
        <HistoryRangeField texts="map.playback" value={range} onChange={setRange} />
        <Form.Item label={t('map.playback.stopMinutes')}>
          <InputNumber
            min={1}
            max={TRACK_LIMITS.stopMinutesMax}
            value={stopMinutes}
            onChange={(value) => setStopMinutes(value ?? TRACK_LIMITS.stopMinutesDefault)}
            aria-label={t('map.playback.stopMinutes')}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('map.playback.query')}
          </Button>
        </Form.Item>
      </Form>
      {problem && PROBLEM_KEY[problem] ? (
        <Alert type="warning" showIcon title={t(PROBLEM_KEY[problem])} />
      ) : null}
      {track.isError ? <Alert type="error" showIcon title={track.error.message} /> : null}
      <div className="lf-map__main" style={{ height: '52vh', minHeight: 320 }}>
        <BaseMap config={config.data} mapRef={setMap} label={t('map.playback.title', { name })}>
          {path.length > 1 ? (
            <Polyline positions={path} pathOptions={{ color: '#1677ff', weight: 4 }} />
          ) : null}
          {path.length > 0 ? (
            <>
              <CircleMarker
                center={path[0] as [number, number]}
                radius={6}
                pathOptions={{ color: '#fff', fillColor: '#52c41a', fillOpacity: 1, weight: 2 }}
              >
                <Tooltip>{t('map.playback.start')}</Tooltip>
              </CircleMarker>
              <CircleMarker
                center={path[path.length - 1] as [number, number]}
                radius={6}
                pathOptions={{ color: '#fff', fillColor: '#f5222d', fillOpacity: 1, weight: 2 }}
              >
                <Tooltip>{t('map.playback.end')}</Tooltip>
              </CircleMarker>
            </>
          ) : null}
          {track.data ? (
            <StopMarkers stops={track.data.stops} coords={coords} describe={describeStop} />
          ) : null}
          {hereOnMap ? <Marker position={hereOnMap} icon={movingIcon} interactive={false} /> : null}
        </BaseMap>
      </div>
      {track.isPending ? <Spin /> : null}
      {track.data && points.length === 0 ? <Empty description={t('map.playback.empty')} /> : null}
      {track.data && points.length > 0 ? (
        <Card size="small">
          <Flex align="center" gap={12} wrap>
            {playback.playing ? (
              <Button icon={<PauseCircleOutlined />} onClick={playback.pause}>
                {t('map.playback.pause')}
              </Button>
            ) : (
              <Button type="primary" icon={<PlayCircleOutlined />} onClick={playback.play}>
                {t('map.playback.play')}
              </Button>
            )}
            <Select<PlaybackSpeed>
              aria-label={t('map.playback.speed')}
              value={playback.speed}
              onChange={playback.setSpeed}
              style={{ width: 90 }}
              options={PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }))}
            />
            <Typography.Text data-testid="playback-time">
              {t('map.playback.at')}: {formatTime(playback.time)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('map.playback.summary', {
                points: track.data.rawCount,
                drawn: points.length,
                km: (track.data.distanceM / 1000).toFixed(1),
              })}
            </Typography.Text>
          </Flex>
          <Slider
            min={first}
            max={Math.max(last, first + 1)}
            step={1000}
            value={playback.time}
            onChange={(value) => {
              playback.pause();
              playback.setTime(value);
            }}
            tooltip={{ formatter: (value) => (value === undefined ? '' : formatTime(value)) }}
            aria-label={t('map.playback.scrubber')}
          />
          <Flex gap={16} wrap align="flex-start">
            <div style={{ flex: '1 1 280px' }}>
              <Select
                mode="multiple"
                style={{ width: '100%' }}
                aria-label={t('map.playback.signals')}
                placeholder={t('map.playback.signalsPlaceholder', { max: TRACK_LIMITS.signalsMax })}
                value={shownSignals}
                maxCount={TRACK_LIMITS.signalsMax}
                onChange={setChosen}
                options={signals.map((s) => ({ value: s.signalId, label: s.name }))}
                optionFilterProp="label"
              />
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                style={{ marginTop: 8 }}
                items={[
                  {
                    key: 'position',
                    label: t('map.playback.position'),
                    children: here ? `${here[0].toFixed(5)}, ${here[1].toFixed(5)}` : '—',
                  },
                  ...shownSignals.map((id) => {
                    const series = values.data?.series.find((s) => s.signalId === id);
                    const value = series ? valueAt(series.points, playback.time) : null;
                    const unit = series?.unit ? ` ${series.unit}` : '';
                    return {
                      key: id,
                      label: series?.name ?? signals.find((s) => s.signalId === id)?.name ?? id,
                      children: value === null ? '—' : `${Math.round(value * 1000) / 1000}${unit}`,
                    };
                  }),
                ]}
              />
            </div>
            <div style={{ flex: '0 1 320px' }}>
              <Typography.Text strong>{t('map.playback.stops')}</Typography.Text>
              <StopList
                stops={track.data.stops}
                empty={t('map.playback.noStops')}
                describe={describeStop}
                onPick={pickStop}
              />
              <Space wrap>
                {(['csv', 'xlsx', 'gpx'] as const).map((format) => (
                  <Button
                    key={format}
                    icon={<DownloadOutlined />}
                    onClick={() => void download(format)}
                  >
                    {t(
                      format === 'csv'
                        ? 'map.playback.exportCsv'
                        : format === 'xlsx'
                          ? 'map.playback.exportExcel'
                          : 'map.playback.exportGpx',
                    )}
                  </Button>
                ))}
              </Space>
            </div>
          </Flex>
        </Card>
      ) : null}
    </Space>
  );
}
