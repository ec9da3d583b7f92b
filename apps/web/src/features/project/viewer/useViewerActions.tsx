import { useMemo } from 'react';
import { App, Input } from 'antd';
import type { ClickEvent, LiveValues, Widget } from '@lf/designer';
import { MESSAGES, mayPerform, textIn } from '@lf/protocol';
import { ApiError } from '../../../api/client';
import { pollAsyncCommand } from '../../../api/asyncCommand';
import { currentLocale, i18next } from '../../../i18n/i18n';
import { toast } from '../../../app/toast';
import { useSession } from '../../../state/session';
import { writeFailureText } from '../../monitor/detail/WriteDialog';
import { useWriteConfirmation } from '../../monitor/detail/useWriteConfirmation';
import type { ViewerActions } from '../../designer/widgets/types';
import type { WriteChannel } from './viewerChannels';
import { confirmationValue, fixedWriteValue, type WriteTargets } from './writeValue';

export interface ViewerActionOptions {
  readonly channel: WriteChannel;
  /** Values when the click happens (the toggle press type reads the current one). */
  readonly values: () => LiveValues;
  /** Opens another page of the project in a dialog of width × height. */
  readonly openDialog: (pageId: string, width: number, height: number) => void;
  /** Whether a signal's writes ask first (`SignalView.confirmWrite`), by signal id. */
  /** Each signal's write target, once the page's signals are read. */
  readonly writeTargets: () => WriteTargets | Promise<WriteTargets>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What widgets may do in the viewer: writes (asked first by the one write rule, then writeVal
 * and the async callback on the SPEC §9 schedule, with its messages), links, pages in a dialog
 * or a new window, history queries.
 */
export function useViewerActions({
  channel,
  values,
  openDialog,
  writeTargets,
}: ViewerActionOptions): ViewerActions {
  const { modal, message } = App.useApp();
  const confirm = useWriteConfirmation();
  const mayWrite = mayPerform(useSession((s) => s.user)?.auths, 'equipment.write');
  return useMemo(() => {
    const t = i18next.t;
    // The same rule and words as the equipment's signal table: no right, no active control.
    const writeRefusal = mayWrite ? undefined : t('monitor.writeDialog.noPermission');
    const send = async (widget: Widget, value: string) => {
      if (writeRefusal) return;
      const signalId = widget.data.signalId;
      if (!signalId) {
        toast.error(t('project.viewer.notBound'));
        return;
      }
      try {
        const accepted = await channel.write(signalId, value);
        await pollAsyncCommand(accepted.uuid, {
          callbackPath: channel.callbackPath,
          locale: currentLocale,
        });
        toast.success(t('project.viewer.written'));
      } catch (error) {
        // The calls are quiet: this is the one message a failed write gets.
        const gone = error instanceof ApiError && ['aborted', 'session'].includes(error.kind);
        if (!gone) toast.error(writeFailureText(error, t));
      }
    };
    // A button's own setting may add a question; an input has none of its own.
    const onOff = { on: t('monitor.signal.on'), off: t('monitor.signal.off'), none: '' };
    const confirmThen = async (widget: Widget, value: string, clickEvent?: ClickEvent) => {
      const target = (await writeTargets()).get(widget.data.signalId);
      void confirm({
        signalAsks: target?.confirmWrite,
        ...(clickEvent ? { controlAsks: clickEvent.hint, hint: clickEvent.hintValue } : {}),
        // Shown as the signal table shows it (开/关, not "1"); sent as typed.
        value: confirmationValue(target, value, onOff),
      }).then((go) => {
        if (!go) return void message.info(textIn(MESSAGES.writeCancelled, currentLocale()));
        void (async () => {
          if (clickEvent?.delay.enable) await sleep(clickEvent.delay.value);
          await send(widget, value);
        })();
      });
    };
    const write = (widget: Widget, clickEvent: ClickEvent) => {
      const go = (value: string) => void confirmThen(widget, value, clickEvent);
      const fixed = fixedWriteValue(clickEvent, values().get(widget.data.signalId));
      if (fixed !== null) return go(fixed);
      let typed = '';
      modal.confirm({
        title: t('project.viewer.writeTitle'),
        content: (
          <Input
            autoFocus
            aria-label={t('project.viewer.writeInput')}
            placeholder={t('project.viewer.writeInput')}
            onChange={(event) => (typed = event.target.value)}
          />
        ),
        okText: t('project.confirm'),
        cancelText: t('project.cancel'),
        onOk: () => {
          if (typed.trim() !== '') go(typed.trim());
        },
      });
    };
    return {
      click: (widget, clickEvent) => {
        if (clickEvent.action === 'write') return write(widget, clickEvent);
        if (clickEvent.action === 'link') {
          if (clickEvent.link) window.open(clickEvent.link, clickEvent.target, 'noopener');
          return;
        }
        if (!clickEvent.pageId) return;
        if (clickEvent.target === '_self')
          openDialog(clickEvent.pageId, clickEvent.width, clickEvent.height);
        else window.open(channel.pageUrl(clickEvent.pageId), '_blank', 'noopener');
      },
      write: (widget, value) => {
        if (!writeRefusal) void confirmThen(widget, value);
      },
      history: channel.history,
      ...(writeRefusal ? { writeRefusal } : {}),
    };
  }, [channel, values, openDialog, writeTargets, confirm, modal, message, mayWrite]);
}
