import { useCallback, useMemo } from 'react';
import { App } from 'antd';
import type { GatewayAlarmPush, SignalAlarmPush } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { UnackedSignals } from '../../designer/widgets/alarmBlink';
import { useViewerAlarms } from '../../alarm/useViewerAlarms';
import { LivePage, PageLoadState } from './LivePage';
import { PasswordGate } from './PasswordGate';
import { useProjectLive } from './useProjectLive';
import { useViewerPage } from './useViewerPage';
import { projectChannel } from './viewerChannels';
import { alarmText } from '../../alarm/alarmText';
import { currentLocale } from '../../../i18n/i18n';

/**
 * One project page, live: asks for its password when it has one, loads its layout, opens its
 * gateways and socket, shows alarm and gateway pop-ups for its equipment, blinks the widgets
 * of signals in unacknowledged alarm and rings (`useViewerAlarms`), and runs clicks.
 */
export function ProjectPageView({ projectId, pageId }: { projectId: string; pageId: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const page = useViewerPage(pageId);
  const alarms = useViewerAlarms();
  const { onPush } = alarms;
  const onSignalAlarm = useCallback(
    (alarm: SignalAlarmPush) => {
      onPush(alarm);
      // An acknowledgement stops the blink; it is not an alarm to pop up.
      if (alarm.acknowledged && alarm.active) return;
      notification[alarm.active ? 'warning' : 'info']({
        message: t(alarm.active ? 'project.viewer.alarmPopup' : 'project.viewer.alarmEnded', {
          text: alarmText(alarm, currentLocale()),
        }),
        placement: 'bottomRight',
        duration: 10,
      });
    },
    [notification, t, onPush],
  );
  const onGateway = useCallback(
    (push: GatewayAlarmPush) =>
      notification[push.online ? 'success' : 'error']({
        message: t(push.online ? 'project.viewer.onlineNotice' : 'project.viewer.offlineNotice', {
          name: push.gatewayId,
        }),
        placement: 'bottomRight',
        duration: 10,
      }),
    [notification, t],
  );
  const document = page.data?.document ?? null;
  const { values, writeTargets } = useProjectLive(projectId, pageId, document, {
    onSignalAlarm,
    onGateway,
  });
  const channel = useMemo(() => projectChannel(projectId), [projectId]);
  if (page.isPending || page.isError) return <PageLoadState error={page.error} />;
  if (!document)
    return <PasswordGate pageId={pageId} onUnlocked={(info) => void page.unlocked(info)} />;
  return (
    <UnackedSignals.Provider value={alarms.signals}>
      <LivePage
        document={document}
        values={values}
        writeTargets={writeTargets}
        channel={channel}
        dialogPage={(id) => <ProjectPageView projectId={projectId} pageId={id} />}
      />
    </UnackedSignals.Provider>
  );
}
