import type { Bilingual } from './i18n';

/** Texts of the manage area's refusals; `{field}` names the offending field. */
export const ADMIN_MESSAGES = {
  duplicate: { zh: '{field} “{value}” 已存在', en: '{field} "{value}" already exists' },
  unknownReference: { zh: '{field} 不存在', en: '{field} does not exist' },
  importUnreadable: {
    zh: '文件无法读取：{reason}',
    en: 'The file cannot be read: {reason}',
  },
  importMissingColumn: {
    zh: '文件缺少列 {field}',
    en: 'The file has no column {field}',
  },
  tooManySignals: {
    zh: '一台设备最多 {max} 个变量',
    en: 'An equipment has at most {max} signals',
  },
  gatewayNotModbus: {
    zh: '{field} 未配置驱动，无法下发到网关',
    en: '{field} has no driver, so it cannot be sent to a gateway',
  },
  announcementState: {
    zh: '公告当前状态为 {state}，不能执行此操作',
    en: 'The announcement is {state}; this cannot be done now',
  },
  frameUnknown: { zh: '未配置的嵌入页面：{field}', en: 'Unknown embedded page: {field}' },
} as const satisfies Record<string, Bilingual>;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;
