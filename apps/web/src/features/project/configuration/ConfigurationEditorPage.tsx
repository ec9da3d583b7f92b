import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { REFUSAL_TEXT, type DesignerConfig, type PageDocument } from '@lf/designer';
import { equipmentDetail, type ConfigurationPageInfo } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { toast } from '../../../app/toast';
import { currentLocale } from '../../../i18n/i18n';
import { DesignerShell } from '../../designer/DesignerShell';
import type { DesignerEnv } from '../../designer/env';
import { createDesignerStore } from '../../designer/store';
import {
  addConfigurationPage,
  configurationPages,
  configurationWidgets,
  deleteConfigurationPage,
  editConfigurationPage,
  queryEquipmentReports,
  saveConfigurationWidgets,
  setConfigurationHome,
  signalsByEquipment,
  signalsByReport,
} from '../api';
import { loadDesignerConfig, storeDesignerConfig } from '../designerLoad';
import { PageList } from '../PageList';
import { configurationDocument, configurationWidgetsJson } from './configurationDocument';

/** The configuration editor keeps 10 undo steps (SPEC §9). */
const CONFIGURATION_UNDO_DEPTH = 10;

const equipmentName = equipmentDetail.pick({ id: true, name: true });

/** /manage/eg/configuration/{id}: the equipment's configuration pages, in the designer shell. */
export default function ConfigurationEditorPage() {
  const { id: equipmentId = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const pages = useQuery({
    queryKey: ['configuration', equipmentId, 'pages'],
    queryFn: () => configurationPages(equipmentId),
  });
  const equipment = useQuery({
    queryKey: ['configuration', equipmentId, 'equipment'],
    queryFn: () => call('/lfscada/equipment/multi/info', equipmentName, { id: equipmentId }),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['configuration', equipmentId, 'pages'] });
  const list = pages.data ?? [];
  const current =
    list.find((page) => page.id === chosen) ?? list.find((page) => page.home) ?? list[0];
  const add = () =>
    void addConfigurationPage({ equipmentId, title: t('project.pages.newTitle') }).then(
      async (page) => {
        await refresh();
        setChosen(page.id);
      },
    );
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
    <PageList
      pages={list.map((page) => ({
        id: page.id,
        projectId: '',
        title: page.title,
        home: page.home,
        checkpwd: false,
        version: 0,
        widgetCount: page.widgetCount,
        gmtModified: page.gmtModified,
      }))}
      currentId={current.id}
      onOpen={setChosen}
      onAdd={add}
      onCopy={(id) => {
        const source = list.find((page) => page.id === id);
        if (!source) return;
        void (async () => {
          const copy = await addConfigurationPage({ equipmentId, title: `${source.title} 2` });
          const widgets = await configurationWidgets(id);
          await saveConfigurationWidgets(copy.id, JSON.stringify(widgets.widgets));
          await refresh();
        })();
      }}
      onDelete={(id) => void deleteConfigurationPage(id).then(() => refresh())}
      onSetHome={(id) => void setConfigurationHome(id).then(() => refresh())}
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
  const loaded = useQuery({
    queryKey: ['configuration', 'page', page.id],
    queryFn: async () => {
      const [stored, config] = await Promise.all([
        configurationWidgets(page.id),
        loadDesignerConfig(),
      ]);
      return { document: configurationDocument(page, stored.widgets), config };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const store = useMemo(
    () =>
      loaded.data
        ? createDesignerStore({
            document: loaded.data.document,
            config: loaded.data.config,
            undoDepth: CONFIGURATION_UNDO_DEPTH,
            onRefusal: (reason) =>
              toast.error(REFUSAL_TEXT[reason][currentLocale() === 'en' ? 'en' : 'zh']),
          })
        : null,
    [loaded.data],
  );
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
  const onSave = useCallback(
    async (document: PageDocument) => {
      const { con } = document;
      await editConfigurationPage({
        id: page.id,
        title: con.title || page.title,
        width: con.width,
        height: con.height,
        fit: con.fit,
        bgColor: con.bgColor,
        bgImage: con.bgImage,
        useBgImage: con.useBgImage,
        grid: con.grid,
      });
      await saveConfigurationWidgets(page.id, configurationWidgetsJson(document));
      onSaved();
    },
    [page, onSaved],
  );
  const onConfigChange = useCallback(
    (config: DesignerConfig) => void storeDesignerConfig(config).catch(() => undefined),
    [],
  );
  if (loaded.isPending) return <Spin fullscreen />;
  if (loaded.isError || !store) {
    return (
      <Result
        status="error"
        title={t('project.designer.loadFailed')}
        subTitle={loaded.error?.message}
      />
    );
  }
  return (
    <DesignerShell
      store={store}
      env={env}
      title={`${equipment.name} · ${page.title}`}
      onSave={onSave}
      onBack={() => navigate(-1)}
      onConfigChange={onConfigChange}
      withPassword={false}
      sidebar={sidebar}
    />
  );
}
