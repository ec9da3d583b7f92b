import { z } from 'zod';
import {
  modelPageCoverage,
  modelPageIdRequest,
  modelPageInstance,
  modelPageModel,
  modelPageOfEquipmentRequest,
} from '@lf/protocol';
import { call } from '../../api/client';

/**
 * The model-only calls of page templates (`/lfscada/model/page/…`); the pages themselves go
 * through the one page client (features/pages/pageApi.ts).
 */

export const modelPageKeys = {
  models: ['modelPages', 'models'] as const,
  pages: (modelId: string) => ['modelPages', 'pages', modelId] as const,
  coverage: (pageId: string) => ['modelPages', 'coverage', pageId] as const,
  ofEquipment: (equipmentId: string) => ['modelPages', 'ofEquipment', equipmentId] as const,
};

export const templateModels = () => call('/lfscada/model/page/models', z.array(modelPageModel), {});

export const templateCoverage = (id: string) =>
  call('/lfscada/model/page/coverage', modelPageCoverage, modelPageIdRequest.parse({ id }));

export const templatesOfEquipment = (equipmentId: string) =>
  call(
    '/lfscada/model/page/ofEquipment',
    z.array(modelPageInstance),
    modelPageOfEquipmentRequest.parse({ equipmentId }),
  );
