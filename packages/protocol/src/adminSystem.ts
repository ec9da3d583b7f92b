import { z } from 'zod';
import { equipmentId } from './equipment';
import { formJson, formString } from './form';
import { driverConfig } from './adminDrivers';
import { adminName } from './adminFields';
import { ADMIN_LIMITS } from './adminLimits';
import { signalFields } from './adminSignals';

// ─── firmware models, equipment models ───────────────────────────────────────

export const hardwareFields = {
  name: adminName,
  firmwareVersion: formString(32).min(1),
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
};
export const hardwareAddRequest = z.object(hardwareFields);
export const hardwareEditRequest = z.object({ id: formString(64).min(1), ...hardwareFields });
export const idRequest = z.object({ id: formString(64).min(1) });
export interface HardwareRow {
  id: string;
  name: string;
  firmwareVersion: string;
  description: string;
  gatewayCount: number;
}

export const modelTemplate = z.object({
  driver: driverConfig.nullable().default(null),
  signals: z.array(signalFields).max(ADMIN_LIMITS.signalsPerEquipment),
  reports: z
    .array(z.object({ name: adminName, signalNames: z.array(z.string().max(64)).max(1000) }))
    .max(ADMIN_LIMITS.reportsPerEquipment)
    .default([]),
});
export type ModelTemplate = z.infer<typeof modelTemplate>;

/** POST /lfscada/system/model/add {name, description, template (JSON)} or {…, fromEquipmentId}. */
export const modelAddRequest = z.object({
  name: adminName,
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
  template: formJson(modelTemplate).optional(),
  fromEquipmentId: equipmentId.optional(),
});
export const modelEditRequest = z.object({
  id: formString(64).min(1),
  name: adminName,
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
  template: formJson(modelTemplate),
});
export interface ModelRow {
  id: string;
  name: string;
  description: string;
  template: ModelTemplate;
  gmtModified: string;
}

// ─── announcements, frames ───────────────────────────────────────────────────

export const announcementFields = {
  title: formString(ADMIN_LIMITS.announcementTitleMax).min(1),
  content: formString(ADMIN_LIMITS.announcementContentMax).min(1),
};
export const announcementAddRequest = z.object(announcementFields);
export const announcementEditRequest = z.object({
  id: formString(64).min(1),
  ...announcementFields,
});
export const ANNOUNCEMENT_STATES = ['draft', 'published', 'withdrawn'] as const;
export interface AnnouncementRow {
  id: string;
  title: string;
  content: string;
  state: (typeof ANNOUNCEMENT_STATES)[number];
  publishedAt: string | null;
  gmtModified: string;
}
/** POST /lfscada/notice/detail {id} (any user of the organisation, published notices only). */
export const noticeDetailRequest = z.object({ id: formString(64).min(1) });
export const noticeDetail = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** An embedded page of `/manage/frame/{path}`: only configured paths open. */
export const framePath = formString(64).regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a-z, 0-9 and -');
export const frameAddRequest = z.object({
  path: framePath,
  title: adminName,
  url: formString(1000).regex(/^https?:\/\/\S+$/, 'an http:// or https:// URL'),
});
export const frameRefRequest = z.object({ path: framePath });
export interface FrameRow {
  path: string;
  title: string;
  url: string;
}
