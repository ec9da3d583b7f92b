import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Empty, Modal, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { equipmentWriteRequest } from '@lf/protocol';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { configurationHome, configurationPage, configurationWidgets } from '../api';
import { configurationDocument } from '../configuration/configurationDocument';
import { commandAccepted } from '../schemas';
import { PageViewer } from './PageViewer';
import { useEquipmentLive } from './useEquipmentLive';
import { useViewerActions, type WriteChannel } from './useViewerActions';

const historySeries = z.object({
  series: z.array(
    z.object({
      signalId: z.string(),
      name: z.string(),
      points: z.array(z.tuple([z.number(), z.number().nullable()])),
    }),
  ),
});

function equipmentChannel(equipmentId: string): WriteChannel {
  return {
    write: (signalId, value) =>
      call(
        '/lfscada/monitor/multi/signal/writeVal',
        commandAccepted,
        equipmentWriteRequest.parse({ equipmentId, signalId, value }),
      ),
    callbackPath: '/lfscada/equipment/multi/callback',
    history: async (signalIds, minutes) => {
      const endTime = Date.now();
      const result = await call(
        '/lfscada/monitor/multi/history/queryAll',
        historySeries,
        {
          equipmentId,
          signalIds: signalIds.join(','),
          startTime: endTime - minutes * 60_000,
          endTime,
          buckets: 400,
        },
        { quiet: true },
      );
      return result.series;
    },
    pageUrl: () => `/monitor/eg/detail/configuration/${equipmentId}/0`,
  };
}

/**
 * An equipment's configuration page, live (its home page unless `pageId` is given): for the
 * monitor's designer view of an equipment (/monitor/eg/detail/configuration/{id}/{alarm}).
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
      const info = pageId ? await configurationPage(pageId) : await configurationHome(equipmentId);
      if (!info) return null;
      const widgets = await configurationWidgets(info.id);
      return configurationDocument(info, widgets.widgets);
    },
  });
  const document = page.data ?? null;
  const values = useEquipmentLive(equipmentId, document !== null);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const readValues = useCallback(() => latest.current, []);
  const [dialog, setDialog] = useState<{ pageId: string; width: number; height: number } | null>(
    null,
  );
  const openDialog = useCallback(
    (id: string, width: number, height: number) => setDialog({ pageId: id, width, height }),
    [],
  );
  const channel = useMemo(() => equipmentChannel(equipmentId), [equipmentId]);
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
  if (!document) return <Empty description={t('project.designer.noPage')} />;
  return (
    <div style={{ height: '100%', minHeight: 480 }}>
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
            <EquipmentPageViewer equipmentId={equipmentId} pageId={dialog.pageId} />
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
