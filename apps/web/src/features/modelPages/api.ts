import { z } from 'zod';
import {
  modelPageAddRequest,
  modelPageCoverage,
  modelPageIdRequest,
  modelPageInfo,
  modelPageInstance,
  modelPageLayout,
  modelPageModel,
  modelPageOfEquipmentRequest,
  modelPageQueryRequest,
} from '@lf/protocol';
import { call } from '../../api/client';

/** The calls of page templates per equipment model (`/lfscada/model/page/…`). */

export const modelPageKeys = {
  models: ['modelPages', 'models'] as const,
  pages: (modelId: string) => ['modelPages', 'pages', modelId] as const,
  layout: (pageId: string) => ['modelPages', 'layout', pageId] as const,
  coverage: (pageId: string) => ['modelPages', 'coverage', pageId] as const,
  ofEquipment: (equipmentId: string) => ['modelPages', 'ofEquipment', equipmentId] as const,
};

export const templateModels = () => call('/lfscada/model/page/models', z.array(modelPageModel), {});

export const templatePages = (modelId: string) =>
  call(
    '/lfscada/model/page/query',
    z.array(modelPageInfo),
    modelPageQueryRequest.parse({ modelId }),
  );

export const addTemplatePage = (modelId: string, title: string) =>
  call('/lfscada/model/page/add', modelPageInfo, modelPageAddRequest.parse({ modelId, title }));

export const templateLayout = (id: string) =>
  call('/lfscada/model/page/layout', modelPageLayout, modelPageIdRequest.parse({ id }));

/** Saves the layout's JSON text (names, not ids). */
export const saveTemplatePage = (id: string, layout: string) =>
  call('/lfscada/model/page/save', modelPageInfo, { id, layout });

export const deleteTemplatePage = (id: string) =>
  call('/lfscada/model/page/delete', z.unknown(), modelPageIdRequest.parse({ id }));

export const templateCoverage = (id: string) =>
  call('/lfscada/model/page/coverage', modelPageCoverage, modelPageIdRequest.parse({ id }));

export const templatesOfEquipment = (equipmentId: string) =>
  call(
    '/lfscada/model/page/ofEquipment',
    z.array(modelPageInstance),
    modelPageOfEquipmentRequest.parse({ equipmentId }),
  );
