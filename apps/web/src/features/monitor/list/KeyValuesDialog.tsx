import { Alert, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignalView } from '@lf/protocol';
import { useSaveUserConfig, useUserConfig } from '../../account/queries';
import { toast } from '../../../app/toast';
import {
  chooseKeySignals,
  KEY_VALUES_MAX,
  parseMonitorConfig,
  withKeySignals,
} from '../logic/keySignals';

/** The user's key-value choice by model (user config `monitor`), for the cards to read. */
export function useKeySignalChoice() {
  const config = useUserConfig('monitor');
  return parseMonitorConfig(config.data?.monitor);
}

/**
 * Chooses the key values the cards of one model show (for every equipment of that model); no
 * choice shows the first analog signals.
 */
export function KeyValuesDialog({
  model,
  signals,
  onClose,
}: {
  model: string;
  signals: readonly SignalView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const config = useKeySignalChoice();
  const save = useSaveUserConfig();
  const [names, setNames] = useState(() =>
    chooseKeySignals(signals, config.cardSignals[model]).map((s) => s.name),
  );
  const submit = async () => {
    await save.mutateAsync({
      key: 'monitor',
      value: JSON.stringify(withKeySignals(config, model, names)),
    });
    toast.success(t('monitor.keyValues.saved'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('monitor.keyValues.title', { model: model || '—' })}
      okText={t('monitor.keyValues.save')}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('monitor.keyValues.hint', { max: KEY_VALUES_MAX })}
      </Typography.Paragraph>
      {signals.length === 0 ? <Alert type="info" message={t('monitor.keyValues.none')} /> : null}
      <Checkbox.Group
        value={names}
        onChange={(checked) => setNames(checked.slice(0, KEY_VALUES_MAX))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}
        options={signals.map((s) => ({
          value: s.name,
          label: s.unit ? `${s.name} (${s.unit})` : s.name,
          disabled: names.length >= KEY_VALUES_MAX && !names.includes(s.name),
        }))}
      />
    </Modal>
  );
}
