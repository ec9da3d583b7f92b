/**
 * Texts of the monitoring screens (namespace `monitor`). Chinese is the shape; English must have
 * every key (the locale test checks both).
 */
export const monitorZh = {
  offline: '离线',
  online: '在线',
};

export const monitorEn: typeof monitorZh = {
  offline: 'Offline',
  online: 'Online',
};
