/** Texts of the home overview. */
export const homeZh = {
  alarms: '活动报警',
  allAlarms: '报警汇总',
  noAlarms: '当前没有活动报警',
  events: '最近事件',
  allEvents: '报警日志',
  noEvents: '暂无事件',
  map: '设备分布',
  openMap: '设备地图',
  recentPages: '最近打开的监控画面',
  allPages: '全部监控画面',
  noRecentPages: '还没有打开过监控画面',
};

export const homeEn: typeof homeZh = {
  alarms: 'Active alarms',
  allAlarms: 'Alarm summary',
  noAlarms: 'No active alarms',
  events: 'Recent events',
  allEvents: 'Alarm journal',
  noEvents: 'No events yet',
  map: 'Equipment map',
  openMap: 'Device map',
  recentPages: 'Recently opened monitoring pages',
  allPages: 'All monitoring pages',
  noRecentPages: 'No monitoring page opened yet',
};
