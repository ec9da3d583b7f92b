import { Alert, Button, Form, Input, Modal, Radio, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commandResultData,
  DEVICE_ERRORS,
  deviceErrorText,
  MESSAGES,
  textIn,
  type SignalView,
} from '@lf/protocol';
import { ApiError } from '../../../api/client';
import { pollAsyncCommand } from '../../../api/asyncCommand';
import { errorText } from '../../../api/errorText';
import { currentLocale } from '../../../i18n/i18n';
import { COMMAND_CALLBACK, writeSignal } from '../api';
import { checkWriteValue, type WriteProblem } from '../logic/writeValue';
import { formatValue, formatWrittenValue } from './format';
import { useWriteConfirmation } from './useWriteConfirmation';

type Phase =
  | { kind: 'edit' }
  | { kind: 'waiting'; round: number }
  | { kind: 'done'; value: string }
  | { kind: 'failed'; reason: string };

const PROBLEM_KEY: Record<WriteProblem, `monitor.writeDialog.${WriteProblem}`> = {
  empty: 'monitor.writeDialog.empty',
  notNumber: 'monitor.writeDialog.notNumber',
  notInteger: 'monitor.writeDialog.notInteger',
  belowMin: 'monitor.writeDialog.belowMin',
  aboveMax: 'monitor.writeDialog.aboveMax',
};

/** The text of a failed write: the device catalogue (SPEC §8) first, then the server's words. */
export function writeFailureText(error: unknown, t: Parameters<typeof errorText>[1]): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.code in DEVICE_ERRORS) return deviceErrorText(error.code, currentLocale());
  return errorText(error, t, currentLocale());
}

/**
 * Writes one signal: a value checked against range and emptiness, a confirmation when the
 * signal asks for one, the async command polled on the SPEC §9 schedule with progress shown,
 * then the outcome.
 */
export function WriteDialog({ signal, onClose }: { signal: SignalView; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(signal.dataType === 'bool' ? 'true' : '');
  const [problem, setProblem] = useState<WriteProblem | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'edit' });
  const confirm = useWriteConfirmation();
  // The confirmation was declined: nothing was sent, and the dialog says so (SPEC §8).
  const [cancelled, setCancelled] = useState(false);
  const params = { min: signal.min ?? '', max: signal.max ?? '' };
  const onOff = { on: t('monitor.signal.on'), off: t('monitor.signal.off'), none: '' };

  const send = async (value: string) => {
    setPhase({ kind: 'waiting', round: 0 });
    try {
      const { uuid } = await writeSignal(signal.equipId, signal.signalId, value);
      const data = commandResultData.safeParse(
        await pollAsyncCommand(uuid, {
          callbackPath: COMMAND_CALLBACK,
          locale: currentLocale,
          onRound: (round) => setPhase({ kind: 'waiting', round }),
        }),
      );
      const written = data.success && data.data ? data.data.value : value;
      setPhase({ kind: 'done', value: formatValue(signal, written, onOff) });
    } catch (error) {
      setPhase({ kind: 'failed', reason: writeFailureText(error, t) });
    }
  };

  const submit = async () => {
    const checked = checkWriteValue(signal, text);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setCancelled(false);
    const shown = formatWrittenValue(signal, checked.value, onOff);
    const go = await confirm({ signalAsks: signal.confirmWrite, name: signal.name, value: shown });
    if (go) await send(checked.value);
    else setCancelled(true);
  };

  const hint =
    signal.min !== null && signal.max !== null
      ? t('monitor.writeDialog.rangeHint', params)
      : signal.min !== null
        ? t('monitor.writeDialog.minHint', params)
        : signal.max !== null
          ? t('monitor.writeDialog.maxHint', params)
          : undefined;

  return (
    <Modal
      open
      title={t('monitor.writeDialog.title', { name: signal.name })}
      onCancel={onClose}
      maskClosable={phase.kind !== 'waiting'}
      footer={
        phase.kind === 'edit'
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('monitor.cancel')}
              </Button>,
              <Button key="submit" type="primary" onClick={() => void submit()}>
                {t('monitor.writeDialog.submit')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose} disabled={phase.kind === 'waiting'}>
                {t('monitor.close')}
              </Button>,
            ]
      }
    >
      {phase.kind === 'edit' && (
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item
            label={t('monitor.writeDialog.value')}
            extra={hint}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t(PROBLEM_KEY[problem], params) : undefined}
          >
            {signal.dataType === 'bool' ? (
              <Radio.Group
                value={text}
                onChange={(e) => setText(String(e.target.value))}
                options={[
                  { value: 'true', label: t('monitor.signal.on') },
                  { value: 'false', label: t('monitor.signal.off') },
                ]}
              />
            ) : (
              <Input
                autoFocus
                inputMode="decimal"
                value={text}
                onChange={(e) => setText(e.target.value)}
                onPressEnter={() => void submit()}
                aria-label={t('monitor.writeDialog.value')}
              />
            )}
          </Form.Item>
          {cancelled && (
            <Alert
              type="info"
              showIcon
              title={textIn(MESSAGES.writeCancelled, currentLocale())}
              data-testid="write-cancelled"
            />
          )}
        </Form>
      )}
      {phase.kind === 'waiting' && (
        <Spin spinning>
          <Alert
            type="info"
            title={t('monitor.writeDialog.waiting', { round: Math.max(1, phase.round) })}
            data-testid="write-progress"
          />
        </Spin>
      )}
      {phase.kind === 'done' && (
        <Result status="success" title={t('monitor.writeDialog.success', { value: phase.value })} />
      )}
      {phase.kind === 'failed' && (
        <Result status="error" title={t('monitor.writeDialog.failed', { reason: phase.reason })} />
      )}
    </Modal>
  );
}
