import { z } from 'zod';
import {
  configurationPageAddRequest,
  configurationPageEditRequest,
  configurationPageInfo,
  configurationPageQueryAllRequest,
  configurationPageQueryHomeRequest,
  configurationWidgetQueryAllRequest,
  configurationWidgetSaveRequest,
  configurationWidgets as configurationWidgetsAnswer,
  modelPageAddRequest,
  modelPageInfo,
  modelPageLayout,
  modelPageQueryRequest,
  modelPageSaveRequest,
  pageIdRequest,
  projectPageAddRequest,
  projectPageInfo,
  projectPageQueryAllRequest,
  projectPageSummary,
  type ProjectPageSaveFields,
} from '@lf/protocol';
import { ApiError, call } from '../../api/client';
import { postMultipart } from '../project/upload';

/**
 * The one client of drawn pages, whoever owns them: a project (`project/page/…`), an equipment
 * (`configuration/page/…`) or an equipment model (`model/page/…`). The calls every owner has
 * are one function taking the owner; what only one owner has is named after it.
 */
export type PageOwner = 'project' | 'equipment' | 'model';

const PAGE_CALLS = {
  project: '/lfscada/project/page',
  equipment: '/lfscada/configuration/page',
  model: '/lfscada/model/page',
} as const satisfies Record<PageOwner, string>;

/** Undo steps of the owner's editor (SPEC §9: 50 in the page designer, 10 in the configuration editor). */
export const UNDO_DEPTH = { project: 50, equipment: 10, model: 10 } as const satisfies Record<
  PageOwner,
  number
>;

const byId = <S extends z.ZodType>(owner: PageOwner, name: string, answer: S, id: string) =>
  call(`${PAGE_CALLS[owner]}/${name}`, answer, pageIdRequest.parse({ id }));

// ── Every owner ──────────────────────────────────────────────────────────────────────────
/** The owner's pages in their order (a summary of each). */
export const pagesOf = {
  project: (projectId: string) =>
    call(
      `${PAGE_CALLS.project}/queryAll`,
      z.array(projectPageSummary),
      projectPageQueryAllRequest.parse({ projectId }),
    ),
  equipment: (equipmentId: string) =>
    call(
      `${PAGE_CALLS.equipment}/queryAll`,
      z.array(configurationPageInfo),
      configurationPageQueryAllRequest.parse({ equipmentId }),
    ),
  model: (modelId: string) =>
    call(
      `${PAGE_CALLS.model}/query`,
      z.array(modelPageInfo),
      modelPageQueryRequest.parse({ modelId }),
    ),
};

/** A new empty page of the owner. */
export const addPage = {
  project: (projectId: string, title?: string) =>
    call(
      `${PAGE_CALLS.project}/add`,
      projectPageInfo,
      projectPageAddRequest.parse({ projectId, home: false, ...(title ? { title } : {}) }),
    ),
  equipment: (input: z.input<typeof configurationPageAddRequest>) =>
    call(
      `${PAGE_CALLS.equipment}/add`,
      configurationPageInfo,
      configurationPageAddRequest.parse(input),
    ),
  model: (modelId: string, title: string) =>
    call(`${PAGE_CALLS.model}/add`, modelPageInfo, modelPageAddRequest.parse({ modelId, title })),
};

export const deletePage = (owner: PageOwner, id: string) => byId(owner, 'delete', z.unknown(), id);

/** Makes the page its owner's home (a model's first template is its default instead). */
export const setHomePage = (owner: Exclude<PageOwner, 'model'>, id: string) =>
  byId(owner, 'setHome', z.unknown(), id);

// ── Project pages: a layout file per saved version ──────────────────────────────────────
/** Quiet: the designer's route shows a failure in place of the screen. */
export const projectPage = (id: string) =>
  call(`${PAGE_CALLS.project}/info`, projectPageInfo, pageIdRequest.parse({ id }), {
    quiet: true,
  });
export const copyProjectPage = (id: string) => byId('project', 'copy', projectPageInfo, id);
/** Saves the page row and its layout file (multipart: the fields and the json file). */
export const saveProjectPage = (fields: ProjectPageSaveFields, layoutJson: string) =>
  postMultipart(
    `${PAGE_CALLS.project}/save`,
    projectPageInfo,
    { ...fields },
    {
      name: 'layout.json',
      blob: new Blob([layoutJson], { type: 'application/json' }),
    },
  );
/** The stored layout file a page points to (a static file under /files/). */
export async function fetchLayout(jsonUrl: string): Promise<unknown> {
  const response = await fetch(jsonUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError('network', response.status, `layout ${response.status}`);
  return response.json() as Promise<unknown>;
}

// ── Equipment pages: settings on the row, widgets as rows ───────────────────────────────
export const equipmentPage = (id: string) => byId('equipment', 'info', configurationPageInfo, id);
export const equipmentHomePage = (equipmentId: string) =>
  call(
    `${PAGE_CALLS.equipment}/queryHome`,
    configurationPageInfo.nullable(),
    configurationPageQueryHomeRequest.parse({ equipmentId }),
  );
export const editEquipmentPage = (input: z.input<typeof configurationPageEditRequest>) =>
  call(
    `${PAGE_CALLS.equipment}/edit`,
    configurationPageInfo,
    configurationPageEditRequest.parse(input),
  );
export const equipmentPageWidgets = (pageId: string) =>
  call(
    '/lfscada/configuration/widget/queryAll',
    configurationWidgetsAnswer,
    configurationWidgetQueryAllRequest.parse({ pageId }),
  );
export const saveEquipmentPageWidgets = (pageId: string, widgetsJson: string) =>
  call(
    '/lfscada/configuration/widget/save',
    z.unknown(),
    configurationWidgetSaveRequest.parse({ pageId, widgets: widgetsJson }),
  );

// ── Model pages: the layout on the row, names instead of signals ────────────────────────
export const modelPage = (id: string) => byId('model', 'layout', modelPageLayout, id);
/** Saves the layout's JSON text (names, not ids). */
export const saveModelPage = (id: string, layout: string) =>
  call(`${PAGE_CALLS.model}/save`, modelPageInfo, modelPageSaveRequest.parse({ id, layout }));
