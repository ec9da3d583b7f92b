import { z } from 'zod';
import {
  ECONOMIZE_MODES,
  EQUIPMENT_TYPES,
  PROJECT_PAGE_FITS,
  SIGNAL_ACCESS,
  SIGNAL_DATA_TYPES,
  type ConfigurationPageInfo,
  type EquipmentSummary,
  type GatewayRecord,
  type MonitorPageInfo,
  type Paged,
  type PickerReport,
  type PickerSignal,
  type ProjectEquipment,
  type ProjectPageInfo,
  type ProjectPageSummary,
  type ProjectSummary,
  type SignalView,
} from '@lf/protocol';

/**
 * Response schemas of the project, page, picker and viewer calls, checked against the
 * protocol's types so the two never drift (the request schemas come from @lf/protocol).
 */

export function paged<T>(item: z.ZodType<T>): z.ZodType<Paged<T>> {
  return z.object({
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    list: z.array(item),
  });
}

export const projectSummary: z.ZodType<ProjectSummary> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  homePageId: z.string().nullable(),
  equipmentCount: z.number(),
  pageCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export const projectEquipment: z.ZodType<ProjectEquipment> = z.object({
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

const pageFields = {
  id: z.string(),
  projectId: z.string(),
  equipmentId: z.string(),
  title: z.string(),
  width: z.number(),
  height: z.number(),
  fit: z.enum(PROJECT_PAGE_FITS),
  bgColor: z.string(),
  bgImage: z.string(),
  useBgImage: z.boolean(),
  grid: z.boolean(),
  checkpwd: z.boolean(),
  home: z.boolean(),
  jsonUrl: z.string(),
  version: z.number(),
  widgetCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
};

export const projectPageInfo: z.ZodType<ProjectPageInfo> = z.object(pageFields);
export const monitorPageInfo: z.ZodType<MonitorPageInfo> = z.object({
  ...pageFields,
  locked: z.boolean(),
});

export const projectPageSummary: z.ZodType<ProjectPageSummary> = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  home: z.boolean(),
  checkpwd: z.boolean(),
  version: z.number(),
  widgetCount: z.number(),
  gmtModified: z.string(),
});

export const pickerSignal: z.ZodType<PickerSignal> = z.object({
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

export const pickerReport: z.ZodType<PickerReport> = z.object({
  id: z.string(),
  name: z.string(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  signalIds: z.array(z.string()),
});

export const gatewayRecord: z.ZodType<GatewayRecord> = z.object({
  equipmentId: z.string(),
  gatewayId: z.string(),
  name: z.string(),
  online: z.boolean(),
  vpn: z.boolean(),
  economizeOpen: z.boolean(),
  economizeMode: z.enum(ECONOMIZE_MODES),
  interval: z.number(),
  lastSeen: z.string().nullable(),
});

/** The viewer reads only the live part of a signal row. */
export const signalValue = z.object({
  signalId: z.string(),
  value: z.union([z.number(), z.boolean(), z.null()]),
  ts: z.number().nullable(),
  quality: z.enum(['good', 'bad']).nullable(),
}) satisfies z.ZodType<Pick<SignalView, 'signalId' | 'value' | 'ts' | 'quality'>>;

export const equipmentSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  online: z.boolean(),
}) satisfies z.ZodType<Pick<EquipmentSummary, 'id' | 'name' | 'type' | 'online'>>;

export const configurationPageInfo: z.ZodType<ConfigurationPageInfo> = z.object({
  id: z.string(),
  equipmentId: z.string(),
  title: z.string(),
  width: z.number(),
  height: z.number(),
  fit: z.enum(PROJECT_PAGE_FITS),
  bgColor: z.string(),
  bgImage: z.string(),
  useBgImage: z.boolean(),
  grid: z.boolean(),
  home: z.boolean(),
  widgetCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export const commandAccepted = z.object({ uuid: z.string() });
