import { Badge, Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commandResultData,
  mayPerform,
  shareAllows,
  type ShareReceived,
  type SignalView,
} from '@lf/protocol';
import { ApiError } from '../../../api/client';
import { pollAsyncCommand } from '../../../api/asyncCommand';
import { toast } from '../../../app/toast';
import { currentLocale } from '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { COMMAND_CALLBACK, readSignal } from '../api';
import { formatTime, formatValue } from './format';
import type { EquipmentLive } from './useEquipmentLive';
import { WriteDialog, writeFailureText } from './WriteDialog';

/**
 * The equipment's signals with their live values. `mode` 'values' shows a write button on each
 * writable signal; 'command' adds reading a value from the device on request.
 */
export function SignalTable({
  live,
  mode,
  onlyWritable = false,
  grant,
}: {
  live: EquipmentLive;
  mode: 'values' | 'command';
  onlyWritable?: boolean;
  /**
   * Set on shared equipment: writing needs a view-and-write grant. `null` on the organisation's
   * own equipment; `undefined` while that is not known yet, when nothing may be written.
   */
  grant: ShareReceived | null | undefined;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const grantKnown = grant !== undefined;
  const grantWrites = grant === null || (grantKnown && shareAllows(grant, 'write'));
  const canWrite = mayPerform(user?.auths, 'equipment.write') && grantWrites;
  const [writing, setWriting] = useState<SignalView | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const texts = {
    on: t('monitor.signal.on'),
    off: t('monitor.signal.off'),
    none: t('monitor.signal.noValue'),
  };
  const rows = (live.signals ?? []).filter((s) => !onlyWritable || s.access === 'rw');

  const read = async (signal: SignalView) => {
    setReading(signal.signalId);
    try {
      const { uuid } = await readSignal(signal.equipId, signal.signalId);
      const data = commandResultData.safeParse(
        await pollAsyncCommand(uuid, { callbackPath: COMMAND_CALLBACK, locale: currentLocale }),
      );
      const value = data.success && data.data ? data.data.value : null;
      toast.success(t('monitor.signal.readDone', { value: formatValue(signal, value, texts) }));
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'aborted'))
        toast.error(writeFailureText(error, t));
    } finally {
      setReading(null);
    }
  };

  return (
    <>
      <Table<SignalView>
        rowKey="signalId"
        size="small"
        loading={!live.signals && !live.signalsError}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: live.signalsError ? t('monitor.loadFailed') : t('monitor.empty') }}
        columns={[
          {
            title: t('monitor.signal.name'),
            dataIndex: 'name',
            render: (name: string, s) => (
              <Space size={4}>
                {s.alarm ? <Badge status="error" /> : null}
                {name}
              </Space>
            ),
          },
          {
            title: t('monitor.signal.value'),
            key: 'value',
            render: (_, s) => {
              const held = live.values.get(s.signalId);
              return (
                <span
                  data-testid={`value-${s.signalId}`}
                  data-signal-name={s.name}
                  style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                >
                  {formatValue(s, held?.value, texts)} {held && s.unit ? s.unit : ''}
                </span>
              );
            },
          },
          {
            title: t('monitor.signal.time'),
            key: 'time',
            responsive: ['md'],
            render: (_, s) => formatTime(live.values.get(s.signalId)?.ts),
          },
          {
            title: t('monitor.signal.quality'),
            key: 'quality',
            responsive: ['lg'],
            render: (_, s) => {
              const quality = live.values.get(s.signalId)?.quality;
              if (!quality) return '—';
              return quality === 'good' ? (
                <Tag color="green">{t('monitor.signal.good')}</Tag>
              ) : (
                <Tag color="red">{t('monitor.signal.bad')}</Tag>
              );
            },
          },
          {
            title: t('monitor.signal.range'),
            key: 'range',
            responsive: ['lg'],
            render: (_, s) =>
              s.min === null && s.max === null ? '—' : `${s.min ?? ''} ~ ${s.max ?? ''}`,
          },
          {
            title: t('monitor.signal.access'),
            key: 'action',
            render: (_, s) => (
              <Space size={4} wrap>
                {s.access === 'rw' ? (
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    disabled={!canWrite}
                    title={
                      canWrite || !grantKnown
                        ? undefined
                        : grantWrites
                          ? t('monitor.writeDialog.noPermission')
                          : t('share.viewOnly')
                    }
                    onClick={() => setWriting(s)}
                    aria-label={`${t('monitor.signal.write')} ${s.name}`}
                  >
                    {t('monitor.signal.write')}
                  </Button>
                ) : mode === 'values' ? (
                  <Tag>{t('monitor.signal.readOnly')}</Tag>
                ) : null}
                {mode === 'command' ? (
                  <Button
                    size="small"
                    loading={reading === s.signalId}
                    onClick={() => void read(s)}
                    aria-label={`${t('monitor.signal.read')} ${s.name}`}
                  >
                    {t('monitor.signal.read')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {writing ? <WriteDialog signal={writing} onClose={() => setWriting(null)} /> : null}
    </>
  );
}
