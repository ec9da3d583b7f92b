/** Texts of what a signal's writes and alarms say to people: confirmation, English alarm text. */
export const signalWriteZh = {
  confirmWrite: '写入前确认',
  confirmByType: '按数据类型（开关量确认，数值不确认）',
  confirmAlways: '总是确认',
  confirmNever: '不确认',
  alarmTextEn: '英文报警文字（选填）',
};

export const signalWriteEn: typeof signalWriteZh = {
  confirmWrite: 'Confirm before writing',
  confirmByType: 'By data type (switches confirm, numbers do not)',
  confirmAlways: 'Always confirm',
  confirmNever: 'Do not confirm',
  alarmTextEn: 'Alarm text in English (optional)',
};
