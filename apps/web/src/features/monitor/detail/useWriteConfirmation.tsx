import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { writeAsksConfirmation } from '@lf/protocol';

export interface WriteQuestion {
  /** Whether the signal asks (`SignalView.confirmWrite`); undefined when the screen does not know it. */
  signalAsks: boolean | undefined;
  /** A page button's own "confirm" setting: it may add a question, never take one away. */
  controlAsks?: boolean;
  /** The signal's name, when the screen knows it. */
  name?: string;
  /** The value as the reader sees it (on/off, number with decimals). */
  value: string;
  /** A page button's own question, in place of the standard one. */
  hint?: string;
}

/**
 * The one confirmation of a write, in every place that writes (the signal table's dialog,
 * monitoring pages' buttons and inputs, on a desk or a phone): asks by `writeAsksConfirmation`,
 * in the same words, and answers whether to send (true at once when nothing need be asked).
 */
export function useWriteConfirmation(): (question: WriteQuestion) => Promise<boolean> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (question) => {
      const asks = writeAsksConfirmation({
        signal: question.signalAsks,
        ...(question.controlAsks !== undefined ? { control: question.controlAsks } : {}),
      });
      if (!asks) return Promise.resolve(true);
      const content =
        question.hint ||
        (question.name
          ? t('monitor.writeDialog.confirmText', { name: question.name, value: question.value })
          : t('project.viewer.writeConfirm', { value: question.value }));
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('monitor.writeDialog.confirmTitle'),
          content,
          okText: t('monitor.confirm'),
          cancelText: t('monitor.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [modal, t],
  );
}
