import { useCallback, useMemo, type ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { PageDocument } from '@lf/designer';
import { equipmentDetail, pageSettingsOf, type ConfigurationPageInfo } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import type { DesignerEnv } from '../../designer/env';
import {
  addPage,
  deletePage,
  editEquipmentPage,
  equipmentPageWidgets,
  pagesOf,
  saveEquipmentPageWidgets,
  setHomePage,
} from '../../pages/pageApi';
import { useChosenPage } from '../../pages/homePage';
import { PageEditor } from '../../pages/PageEditor';
import { PageSidebar } from '../../pages/PageSidebar';
import { queryEquipmentReports, signalsByEquipment, signalsByReport } from '../api';
import { configurationDocument, configurationWidgetsJson } from './configurationDocument';

const equipmentName = equipmentDetail.pick({ id: true, name: true });

/** /manage/eg/configuration/{id}: the equipment's configuration pages, in the designer shell. */
export default function ConfigurationEditorPage() {
  const { id: equipmentId = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pages = useQuery({
    queryKey: ['configuration', equipmentId, 'pages'],
    queryFn: () => pagesOf.equipment(equipmentId),
  });
  const equipment = useQuery({
    queryKey: ['configuration', equipmentId, 'equipment'],
    queryFn: () => call('/lfscada/equipment/multi/info', equipmentName, { id: equipmentId }),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['configuration', equipmentId, 'pages'] });
  const list = pages.data ?? [];
  const { current, choose } = useChosenPage(list);
  const add = () =>
    void addPage
      .equipment({ equipmentId, title: t('project.pages.newTitle') })
      .then(async (page) => {
        await refresh();
        choose(page.id);
      });
  if (pages.isPending) return <Spin fullscreen />;
  if (pages.isError) return <Result status="error" title={t('project.designer.loadFailed')} />;
  if (!current) {
    return (
      <Empty description={t('project.designer.noPage')} style={{ marginTop: 96 }}>
        <Button type="primary" onClick={add}>
          {t('project.pages.add')}
        </Button>
      </Empty>
    );
  }
  const sidebar = (
    <PageSidebar
      owner="equipment"
      pages={list}
      currentId={current.id}
      onOpen={choose}
      onAdd={add}
      onCopy={(id) => {
        const source = list.find((page) => page.id === id);
        if (!source) return;
        void (async () => {
          const copy = await addPage.equipment({ equipmentId, title: `${source.title} 2` });
          const widgets = await equipmentPageWidgets(id);
          await saveEquipmentPageWidgets(copy.id, JSON.stringify(widgets.widgets));
          await refresh();
        })();
      }}
      onDelete={(id) => void deletePage('equipment', id).then(() => refresh())}
      onSetHome={(id) => void setHomePage('equipment', id).then(() => refresh())}
    />
  );
  return (
    <ConfigurationPageEditor
      key={current.id}
      page={current}
      equipment={equipment.data ?? { id: equipmentId, name: equipmentId }}
      pages={list}
      sidebar={sidebar}
      onSaved={() => void refresh()}
    />
  );
}

function ConfigurationPageEditor({
  page,
  equipment,
  pages,
  sidebar,
  onSaved,
}: {
  page: ConfigurationPageInfo;
  equipment: { id: string; name: string };
  pages: readonly ConfigurationPageInfo[];
  sidebar: ReactNode;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const env: DesignerEnv = useMemo(
    () => ({
      scope: `equipment:${equipment.id}`,
      equipments: () => Promise.resolve([equipment]),
      reports: () => queryEquipmentReports(equipment.id),
      signalsOfEquipment: signalsByEquipment,
      signalsOfReport: signalsByReport,
      pages: pages.map((p) => ({ id: p.id, title: p.title })),
    }),
    [equipment, pages],
  );
  const load = useCallback(
    async () => configurationDocument(page, (await equipmentPageWidgets(page.id)).widgets),
    [page],
  );
  const onSave = useCallback(
    async (document: PageDocument) => {
      const settings = pageSettingsOf(document.con);
      await editEquipmentPage({ id: page.id, ...settings, title: settings.title || page.title });
      await saveEquipmentPageWidgets(page.id, configurationWidgetsJson(document));
      onSaved();
    },
    [page, onSaved],
  );
  return (
    <PageEditor
      owner="equipment"
      pageId={page.id}
      load={load}
      env={env}
      title={`${equipment.name} · ${page.title}`}
      loadFailed={t('project.designer.loadFailed')}
      onSave={onSave}
      onBack={() => void navigate(-1)}
      sidebar={sidebar}
    />
  );
}
