import { useMemo } from 'react';
import { Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { equipmentHomePage, equipmentPage, equipmentPageWidgets } from '../../pages/pageApi';
import { configurationDocument } from '../configuration/configurationDocument';
import { UnackedSignals } from '../../designer/widgets/alarmBlink';
import { useViewerAlarms } from '../../alarm/useViewerAlarms';
import { writeTargetsOf, LivePage, PageLoadState } from './LivePage';
import { useEquipmentLive } from '../../monitor/detail/useEquipmentLive';
import { equipmentChannel } from './viewerChannels';

/**
 * An equipment's configuration page, live (its home page unless `pageId` is given): for the
 * monitor's designer view of an equipment (/monitor/eg/detail/configuration/{id}/{alarm}).
 * Widgets of signals in unacknowledged alarm blink and the page rings (`useViewerAlarms`).
 */
export function EquipmentPageViewer({
  equipmentId,
  pageId,
}: {
  equipmentId: string;
  pageId?: string;
}) {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['configuration', equipmentId, 'view', pageId ?? 'home'],
    queryFn: async () => {
      const info = pageId ? await equipmentPage(pageId) : await equipmentHomePage(equipmentId);
      if (!info) return null;
      const widgets = await equipmentPageWidgets(info.id);
      return configurationDocument(info, widgets.widgets);
    },
  });
  const document = page.data ?? null;
  const alarms = useViewerAlarms();
  const { pageValues, signals } = useEquipmentLive(equipmentId, {
    enabled: document !== null,
    onSignalAlarm: alarms.onPush,
  });
  const channel = useMemo(() => equipmentChannel(equipmentId), [equipmentId]);
  const writeTargets = useMemo(() => writeTargetsOf(signals), [signals]);
  if (page.isPending || page.isError) return <PageLoadState error={page.error} />;
  if (!document) return <Empty description={t('project.designer.noPage')} />;
  return (
    <div style={{ height: '100%', minHeight: 480 }}>
      <UnackedSignals.Provider value={alarms.signals}>
        <LivePage
          document={document}
          values={pageValues}
          writeTargets={writeTargets}
          channel={channel}
          dialogPage={(id) => <EquipmentPageViewer equipmentId={equipmentId} pageId={id} />}
        />
      </UnackedSignals.Provider>
    </div>
  );
}
