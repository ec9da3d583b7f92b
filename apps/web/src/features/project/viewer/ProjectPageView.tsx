import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Modal, Result, Spin } from 'antd';
import type { GatewayAlarmPush, SignalAlarmPush } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { PageViewer } from './PageViewer';
import { PasswordGate } from './PasswordGate';
import { useProjectLive } from './useProjectLive';
import { projectChannel, useViewerActions } from './useViewerActions';
import { useViewerPage } from './useViewerPage';

/**
 * One project page, live: asks for its password when it has one, loads its layout, opens its
 * gateways and socket, shows alarm and gateway pop-ups for its equipment, and runs clicks.
 */
export function ProjectPageView({ projectId, pageId }: { projectId: string; pageId: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const page = useViewerPage(pageId);
  const [dialog, setDialog] = useState<{ pageId: string; width: number; height: number } | null>(
    null,
  );
  const onSignalAlarm = useCallback(
    (alarm: SignalAlarmPush) =>
      notification[alarm.active ? 'warning' : 'info']({
        message: t(alarm.active ? 'project.viewer.alarmPopup' : 'project.viewer.alarmEnded', {
          text: alarm.text,
        }),
        placement: 'bottomRight',
        duration: 10,
      }),
    [notification, t],
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
  const values = useProjectLive(projectId, pageId, document, { onSignalAlarm, onGateway });
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const readValues = useCallback(() => latest.current, []);
  const openDialog = useCallback(
    (id: string, width: number, height: number) => setDialog({ pageId: id, width, height }),
    [],
  );
  const channel = useMemo(() => projectChannel(projectId), [projectId]);
  const actions = useViewerActions({ channel, values: readValues, openDialog });
  if (page.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (page.isError)
    return (
      <Result
        status="error"
        title={t('project.viewer.layoutInvalid')}
        subTitle={page.error.message}
      />
    );
  if (!document)
    return <PasswordGate pageId={pageId} onUnlocked={(info) => void page.unlocked(info)} />;
  return (
    <>
      <PageViewer document={document} values={values} actions={actions} />
      <Modal
        open={dialog !== null}
        onCancel={() => setDialog(null)}
        footer={null}
        width={(dialog?.width ?? 600) + 48}
        destroyOnHidden
        centered
      >
        {dialog ? (
          <div style={{ width: dialog.width, height: dialog.height }}>
            <ProjectPageView projectId={projectId} pageId={dialog.pageId} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
