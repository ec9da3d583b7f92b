import { useCallback, useMemo } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { TEMPLATE_EQUIP_ID, type PageDocument } from '@lf/designer';
import type { ModelPageInfo, ModelPageModel } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import type { DesignerEnv } from '../designer/env';
import { addPage, deletePage, modelPage, pagesOf, saveModelPage } from '../pages/pageApi';
import { useChosenPage } from '../pages/homePage';
import { PageEditor } from '../pages/PageEditor';
import { PageSidebar } from '../pages/PageSidebar';
import { modelPageKeys, templateModels } from './api';
import { TemplateCoverage } from './TemplateCoverage';
import { editableTemplate, modelSignalsForPicker, templateLayoutJson } from './templateDocument';

/**
 * /manage/eg/modelPage/{modelId}: "design as template for model X" — the model's template
 * pages in the designer shell, binding by the model's signal names.
 */
export default function ModelTemplateEditorPage() {
  const { modelId = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const models = useQuery({ queryKey: modelPageKeys.models, queryFn: templateModels });
  const pages = useQuery({
    queryKey: modelPageKeys.pages(modelId),
    queryFn: () => pagesOf.model(modelId),
  });
  // Not the open layout: refetching it would rebuild the designer's store.
  const refresh = () =>
    Promise.all(
      [modelPageKeys.models, modelPageKeys.pages(modelId), ['modelPages', 'coverage']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const model = models.data?.find((m) => m.id === modelId);
  const list = pages.data ?? [];
  const { current, choose } = useChosenPage(list);
  const add = () =>
    void addPage.model(modelId, t('modelPages.newTitle')).then(async (page) => {
      await refresh();
      choose(page.id);
    });
  if (pages.isPending || models.isPending) return <Spin fullscreen />;
  if (pages.isError || models.isError || !model) {
    return <Result status="404" title={t('modelPages.loadFailed')} />;
  }
  if (!current) {
    return (
      <Empty description={t('modelPages.noPage', { model: model.name })} style={{ marginTop: 96 }}>
        <Button type="primary" onClick={add} data-testid="template-add">
          {t('modelPages.designAsTemplate', { model: model.name })}
        </Button>
      </Empty>
    );
  }
  const sidebar = (
    <PageSidebar
      owner="model"
      pages={list.map((page, index) => ({ ...page, home: index === 0 }))}
      currentId={current.id}
      onOpen={choose}
      onAdd={add}
      onDelete={(id) => void deletePage('model', id).then(() => refresh())}
    >
      <TemplateCoverage pageId={current.id} />
    </PageSidebar>
  );
  return (
    <TemplatePageEditor
      key={current.id}
      page={current}
      model={model}
      sidebar={sidebar}
      onSaved={() => void refresh()}
    />
  );
}

function TemplatePageEditor({
  page,
  model,
  sidebar,
  onSaved,
}: {
  page: ModelPageInfo;
  model: ModelPageModel;
  sidebar: React.ReactNode;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t('modelPages.modelSignals', { model: model.name });
  const env: DesignerEnv = useMemo(
    () => ({
      scope: `model:${model.id}`,
      equipments: () => Promise.resolve([{ id: TEMPLATE_EQUIP_ID, name: label }]),
      reports: () => Promise.resolve([]),
      signalsOfEquipment: () => Promise.resolve(modelSignalsForPicker(model)),
      signalsOfReport: () => Promise.resolve([]),
      pages: [],
    }),
    [model, label],
  );
  const load = useCallback(
    async () => editableTemplate((await modelPage(page.id)).layout),
    [page.id],
  );
  const onSave = useCallback(
    async (document: PageDocument) => {
      await saveModelPage(page.id, templateLayoutJson(document));
      onSaved();
    },
    [page.id, onSaved],
  );
  return (
    <PageEditor
      owner="model"
      pageId={page.id}
      load={load}
      env={env}
      title={t('modelPages.editorTitle', { model: model.name, page: page.title })}
      loadFailed={t('modelPages.loadFailed')}
      onSave={onSave}
      onBack={() => void navigate(-1)}
      sidebar={sidebar}
    />
  );
}
