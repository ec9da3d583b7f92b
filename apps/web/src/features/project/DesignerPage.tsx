import { useCallback, useEffect, useMemo } from 'react';
import { Modal } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { indexWidgets, type PageDocument } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast';
import { DesignerShell } from '../designer/DesignerShell';
import type { DesignerEnv } from '../designer/env';
import {
  addPage,
  copyProjectPage,
  deletePage,
  saveProjectPage,
  setHomePage,
} from '../pages/pageApi';
import { useDesignerConfigSave, usePageStore } from '../pages/PageEditor';
import { PageSidebar } from '../pages/PageSidebar';
import {
  projectEquipments,
  queryReports,
  signalsByEquipment,
  signalsByReport,
  uploadThumbnail,
} from './api';
import { checkPageBindings, layoutFile, saveFields, type DesignerPageData } from './designerLoad';
import { projectPagesQuery } from './pagesQuery';
import { canvasThumbnail } from './thumbnail';

/** The page designer of a project page: /manage/project/{projectId}/designer/{pageId}. */
export default function DesignerPage() {
  const { projectId = '' } = useParams();
  const data = useLoaderData<DesignerPageData>();
  return <LoadedDesigner key={data.info.id} projectId={projectId} data={data} />;
}

function LoadedDesigner({ projectId, data }: { projectId: string; data: DesignerPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pageId = data.info.id;
  const store = usePageStore('project', data);

  useEffect(() => {
    let cancelled = false;
    void checkPageBindings(projectId, () => store.getState().editor.document)
      .then(({ document, cleared }) => {
        if (cancelled || cleared.length === 0) return;
        const index = indexWidgets(store.getState().editor.document.widgets);
        store.getState().commit(document);
        const list = cleared
          .map(
            (entry) =>
              `${index.get(entry.widgetId)?.widget.widgetName ?? entry.widgetId}（${entry.signalIds.join(', ')}）`,
          )
          .join('；');
        Modal.warning({
          title: t('project.unsaved'),
          content: t('project.binding.cleared', { list }),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [projectId, store, t]);

  const pagesQuery = projectPagesQuery(projectId);
  const pages = useQuery(pagesQuery);
  const refreshPages = () => queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });

  const env: DesignerEnv = useMemo(
    () => ({
      scope: `project:${projectId}`,
      equipments: () => projectEquipments(projectId),
      reports: () => queryReports(projectId),
      signalsOfEquipment: signalsByEquipment,
      signalsOfReport: signalsByReport,
      pages: (pages.data ?? []).map((page) => ({ id: page.id, title: page.title })),
    }),
    [projectId, pages.data],
  );

  const onSave = useCallback(
    async (document: PageDocument) => {
      await saveProjectPage(saveFields(document), layoutFile(document));
      void refreshPages();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const onConfigChange = useDesignerConfigSave();
  const open = (id: string) => navigate(`/manage/project/${projectId}/designer/${id}`);

  const sidebar = (
    <PageSidebar
      owner="project"
      pages={pages.data ?? []}
      currentId={pageId}
      onOpen={open}
      onAdd={() =>
        void addPage
          .project(projectId, t('project.pages.newTitle'))
          .then((page) => refreshPages().then(() => open(page.id)))
      }
      onCopy={(id) => void copyProjectPage(id).then(() => refreshPages())}
      onDelete={(id) =>
        void deletePage('project', id).then(async () => {
          await refreshPages();
          if (id === pageId) navigate('/manage/eg/project/list');
        })
      }
      onSetHome={(id) => void setHomePage('project', id).then(() => refreshPages())}
      onThumbnail={() => {
        const svg = document.querySelector<SVGSVGElement>('[data-testid="designer-canvas"]');
        if (!svg) return;
        void uploadThumbnail(projectId, canvasThumbnail(svg)).then(() =>
          toast.success(t('project.pages.thumbnailDone')),
        );
      }}
    />
  );
  return (
    <DesignerShell
      store={store}
      env={env}
      title={data.info.title}
      onSave={onSave}
      onBack={() => navigate('/manage/eg/project/list')}
      onPreview={() => window.open(`/monitor/project/${projectId}/preview/${pageId}`, '_blank')}
      onConfigChange={onConfigChange}
      withPassword
      sidebar={sidebar}
    />
  );
}
