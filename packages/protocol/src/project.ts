import { z } from 'zod';
import { LIMITS } from './constants';
import {
  EQUIPMENT_TYPES,
  equipmentId,
  formIdList,
  pageInput,
  paged,
  projectId,
  signalId,
  type Paged,
} from './equipment';
import { formBool, formString } from './form';
import { ECONOMIZE_MODES, SIGNAL_ACCESS, SIGNAL_DATA_TYPES } from './mqttAgentConfig';
import {
  PAGE_LIMITS,
  canvasSize,
  pageId,
  pageSettings,
  pageSettingsFields,
  pageTitle,
  pageIdRequest,
} from './pages';

/**
 * Projects (operation centres), their monitoring pages and the designer's signal pickers
 * (SPEC §3 "Page", §7 "Project page designer" and "Monitoring").
 *
 * Access: every `project/…` call is the manage area and needs an administrator of the project's
 * organisation; `monitor/project/…` calls need any user of that organisation. Ids of other
 * organisations answer NOT_FOUND.
 */

export const PROJECT_LIMITS = {
  nameMax: 50,
  descriptionMax: 500,
  pageTitleMax: PAGE_LIMITS.titleMax,
  /** Devices bound or unbound in one call. */
  bindMax: 1000,
  /** Signal ids checked by one binding check. */
  bindCheckMax: 5000,
  /** Thumbnails: png, jpg or svg up to 2 MB. */
  thumbnailMaxBytes: 2 * 1024 * 1024,
  /** A layout file of 1000 widgets written without compaction stays well below this. */
  layoutMaxBytes: 8 * 1024 * 1024,
  widgetsPerPage: LIMITS.widgetsPerPage,
  pagePasswordMin: 4,
  pagePasswordMax: 64,
  /** Wrong page passwords one session may try per page within `pagePasswordWindowMs`. */
  pagePasswordAttempts: 5,
  pagePasswordWindowMs: 10 * 60 * 1000,
  canvasMax: PAGE_LIMITS.canvasMax,
} as const;

export const THUMBNAIL_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
} as const;

export const reportId = formString(20).regex(/^\d{1,10}$/, 'a report id is digits');

// ── Projects ────────────────────────────────────────────────────────────────────────────────

export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** URL of the thumbnail image under /files/, or '' when none was uploaded. */
  thumbnail: z.string(),
  /** The page the viewer opens first, or null while the project has no page. */
  homePageId: z.string().nullable(),
  equipmentCount: z.number(),
  pageCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** POST /lfscada/project/query and /lfscada/monitor/project/query → Paged<ProjectSummary> */
export const projectQueryRequest = z.object({
  keyword: formString(PROJECT_LIMITS.nameMax).optional(),
  ...pageInput,
});
export const projectQueryResponse = paged(projectSummary);
export type ProjectQueryResponse = Paged<ProjectSummary>;

const projectName = formString(PROJECT_LIMITS.nameMax).min(1);
const projectDescription = formString(PROJECT_LIMITS.descriptionMax);

/** POST /lfscada/project/add {name, description?} → ProjectSummary (admin) */
export const projectAddRequest = z.object({
  name: projectName,
  description: projectDescription.optional(),
});
/** POST /lfscada/project/edit {id, name, description?} → ProjectSummary (admin) */
export const projectEditRequest = projectAddRequest.extend({ id: projectId });
/** POST /lfscada/project/delete {id} → null (admin); its pages and files go with it. */
export const projectDeleteRequest = z.object({ id: projectId });
/** POST /lfscada/project/info {id} → ProjectSummary (admin) */
export const projectInfoRequest = z.object({ id: projectId });

/**
 * POST /lfscada/project/bindEquip and /lfscada/project/unbindEquip {projectId, equipmentIds}
 * → ProjectEquipment[] (the project's equipment afterwards; admin). `equipmentIds` is a JSON
 * array or comma-joined; every id must be equipment of the organisation.
 */
export const projectBindEquipRequest = z.object({
  projectId,
  equipmentIds: formIdList(equipmentId, PROJECT_LIMITS.bindMax).pipe(
    z.array(z.string()).min(1, 'at least one equipment'),
  ),
});

/**
 * POST /lfscada/project/equip/queryAll {projectId} → ProjectEquipment[] (admin), and the same
 * for the viewer as POST /lfscada/monitor/project/equip/queryAll (user).
 */
export const projectEquipQueryAllRequest = z.object({ projectId });

export const projectEquipment = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  gatewayId: z.string().nullable(),
  online: z.boolean(),
  vpn: z.boolean(),
  economizeOpen: z.boolean(),
  economizeMode: z.enum(ECONOMIZE_MODES),
  interval: z.number(),
});
export type ProjectEquipment = z.infer<typeof projectEquipment>;

/**
 * POST /lfscada/project/editThumbnail — multipart: field `id` (the project) and one file
 * (png, jpg or svg, at most 2 MB) → ProjectSummary (admin).
 */
export const projectThumbnailFields = z.object({ id: projectId });

// ── Project pages ───────────────────────────────────────────────────────────────────────────

/** The page row as the designer and the viewer read it; the password itself never leaves. */
export const projectPageInfo = z.object({
  id: z.string(),
  projectId: z.string(),
  /** Always '' for project pages (SPEC §3 keeps the field for equipment pages). */
  equipmentId: z.string(),
  ...pageSettings.shape,
  checkpwd: z.boolean(),
  home: z.boolean(),
  /** URL of the current layout file `{schemaVersion, con, widgets, bind}`; '' before the first save. */
  jsonUrl: z.string(),
  /** Number of saves; each save writes a new immutable layout file. */
  version: z.number(),
  widgetCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ProjectPageInfo = z.infer<typeof projectPageInfo>;

export const projectPageSummary = projectPageInfo.pick({
  id: true,
  projectId: true,
  title: true,
  home: true,
  checkpwd: true,
  version: true,
  widgetCount: true,
  gmtModified: true,
});
export type ProjectPageSummary = z.infer<typeof projectPageSummary>;

/** POST /lfscada/project/page/queryAll {projectId} → ProjectPageSummary[] (admin) */
export const projectPageQueryAllRequest = z.object({ projectId });
/** POST /lfscada/project/page/info {id} → ProjectPageInfo (admin) */
export const projectPageInfoRequest = pageIdRequest;
/**
 * POST /lfscada/project/page/add {projectId, home, title?} → ProjectPageInfo (admin). A new
 * page is empty (1024 × 768, white); the project's first page becomes home whatever `home` says.
 */
export const projectPageAddRequest = z.object({
  projectId,
  home: formBool.optional(),
  title: pageTitle.optional(),
});
/** POST /lfscada/project/page/delete {id} → null (admin) */
export const projectPageDeleteRequest = pageIdRequest;
/** POST /lfscada/project/page/setHome {id} → null (admin) */
export const projectPageSetHomeRequest = pageIdRequest;
/** POST /lfscada/project/page/copy {id} → ProjectPageInfo of the copy (admin) */
export const projectPageCopyRequest = pageIdRequest;

/**
 * POST /lfscada/project/page/save — multipart: these fields plus one file (any field name,
 * usually `json`) holding the layout `{con, widgets, bind}` → ProjectPageInfo (admin).
 * Password rule: `checkpwd` false clears the page password; true with a `password` sets it;
 * true without one keeps the stored password (refused when there is none yet).
 */
export const projectPageSaveFields = z.object({
  id: pageId,
  projectId,
  title: pageTitle,
  ...pageSettingsFields,
  width: canvasSize,
  height: canvasSize,
  checkpwd: formBool.optional(),
  password: z
    .string()
    .max(PROJECT_LIMITS.pagePasswordMax)
    .refine((value) => value === '' || value.length >= PROJECT_LIMITS.pagePasswordMin, {
      message: `at least ${PROJECT_LIMITS.pagePasswordMin} characters`,
    })
    .optional(),
});
export type ProjectPageSaveFields = z.infer<typeof projectPageSaveFields>;

// ── Signal pickers of the designer ──────────────────────────────────────────────────────────

/** A report the designer can bind a chart to, with the equipment it belongs to. */
export const pickerReport = z.object({
  id: z.string(),
  name: z.string(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  signalIds: z.array(z.string()),
});
export type PickerReport = z.infer<typeof pickerReport>;

/** A signal the designer can bind to (SPEC §3 "Signal reference" plus what the editor shows). */
export const pickerSignal = z.object({
  signalId: z.string(),
  equipId: z.string(),
  signalTitle: z.string(),
  equipTitle: z.string(),
  unit: z.string(),
  dataType: z.enum(SIGNAL_DATA_TYPES),
  access: z.enum(SIGNAL_ACCESS),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type PickerSignal = z.infer<typeof pickerSignal>;

/**
 * POST /lfscada/project/page/queryReport {projectId | equipmentId} → PickerReport[] (admin):
 * the reports of the project's bound equipment, or of one equipment.
 */
export const projectPageQueryReportRequest = z
  .object({ projectId: projectId.optional(), equipmentId: equipmentId.optional() })
  .refine((q) => q.projectId !== undefined || q.equipmentId !== undefined, {
    path: ['projectId'],
    message: 'projectId or equipmentId is required',
  });
/** POST /lfscada/project/page/querySignalByReport {reportId} → PickerSignal[] (admin) */
export const projectPageSignalByReportRequest = z.object({ reportId });
/** POST /lfscada/project/page/querySignalByEquip {equipmentId} → PickerSignal[] (admin) */
export const projectPageSignalByEquipRequest = z.object({ equipmentId });
/**
 * POST /lfscada/project/page/queryBindSignal {projectId, dataSignal} → PickerSignal[] (admin):
 * the listed signals that still exist on equipment bound to the project. When none does, the
 * answer is code 90003 (Code.BIND_CHECK_EMPTY) with data [], which the web treats as empty.
 */
export const projectPageBindSignalRequest = z.object({
  projectId,
  dataSignal: formIdList(signalId, PROJECT_LIMITS.bindCheckMax),
});

// ── Viewer (monitor area) ───────────────────────────────────────────────────────────────────

/**
 * A page as the viewer gets it. While the page asks for a password this session has not given
 * (`locked`), `jsonUrl` is '' and the layout stays unknown.
 */
export const monitorPageInfo = projectPageInfo.extend({ locked: z.boolean() });
export type MonitorPageInfo = z.infer<typeof monitorPageInfo>;

/** POST /lfscada/monitor/project/query {keyword?, page?, pageSize?} → Paged<ProjectSummary> (user) */
export const monitorProjectQueryRequest = projectQueryRequest;
/** POST /lfscada/monitor/project/info {id} → ProjectSummary (user) */
export const monitorProjectInfoRequest = z.object({ id: projectId });
/** POST /lfscada/monitor/project/page/queryAll {projectId} → ProjectPageSummary[] (user) */
export const monitorPageQueryAllRequest = z.object({ projectId });
/** POST /lfscada/monitor/project/page/info {id} → MonitorPageInfo (user) */
export const monitorPageInfoRequest = pageIdRequest;
/**
 * POST /lfscada/monitor/project/page/validPassword {id, password} → MonitorPageInfo, unlocked
 * (user). A wrong password is refused; 5 wrong tries in 10 minutes lock the page for the
 * session (TOO_MANY_REQUESTS). The grant lasts as long as the session and ends when the page's
 * password changes.
 */
export const monitorPagePasswordRequest = z.object({
  id: pageId,
  password: z.string().min(1).max(PROJECT_LIMITS.pagePasswordMax),
});
