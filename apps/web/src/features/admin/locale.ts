/**
 * Texts of the manage area (namespace `admin`): equipment, gateways, signals, system settings.
 * Chinese is the shape; English must have every key (the locale test checks both).
 */
export const adminZh = {
  saved: '已保存',
  deleted: '已删除',
};

export const adminEn: typeof adminZh = {
  saved: 'Saved',
  deleted: 'Deleted',
};
