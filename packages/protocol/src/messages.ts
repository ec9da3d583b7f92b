import type { Bilingual } from './i18n';

/**
 * User-facing messages the server sends and the web app shows, in both languages.
 * Keys are stable; the texts quoted by SPEC §8 are kept verbatim in Chinese.
 */
export const MESSAGES = {
  ok: { zh: '成功', en: 'Success' },
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  fieldRequired: { zh: '{field} 不能为空', en: '{field} is required' },
  fieldInvalid: { zh: '{field} 格式不正确', en: '{field} is invalid' },
  fieldTooLong: {
    zh: '{field} 长度不能超过 {max}',
    en: '{field} must be at most {max} characters',
  },
  fieldTooShort: {
    zh: '{field} 长度不能少于 {min}',
    en: '{field} must be at least {min} characters',
  },
  notLoggedIn: { zh: '未登录，请先登录', en: 'You are not logged in' },
  sessionInvalid: {
    zh: '会话已失效，请重新登录',
    en: 'Your session has ended, please log in again',
  },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  notFound: { zh: '资源不存在', en: 'Not found' },
  crossSite: { zh: '拒绝跨站请求', en: 'Cross-site request refused' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, try again later' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
  loginFailed: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  vcodeEmpty: { zh: '验证码不能为空', en: 'Enter the verification code' },
  vcodeInvalid: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  accountLocked: {
    zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed logins: the account is locked, try again in {minutes} minutes',
  },
  addressLocked: {
    zh: '该地址登录失败次数过多，请稍后再试',
    en: 'Too many failed logins from this address, try again later',
  },
  feedbackTooShort: {
    zh: '反馈内容不能少于 10 个字符',
    en: 'Feedback must be at least 10 characters',
  },
  userInfoFailed: {
    zh: '获取权限信息失败，请重新登录！',
    en: 'Failed to get permission info, please log in again!',
  },
  alarmNoPermission: {
    zh: '暂无权限查看该设备报警记录',
    en: 'You have no permission to view alarm records of this equipment',
  },
  alarmNoAcknowledgePermission: {
    zh: '没有确认报警的权限',
    en: 'You have no permission to acknowledge alarms',
  },
  alarmNoShelvePermission: {
    zh: '没有搁置报警或停用报警的权限',
    en: 'You have no permission to shelve alarms or take them out of service',
  },
  alarmEventRaised: { zh: '报警产生', en: 'Raised' },
  alarmEventCleared: { zh: '恢复正常', en: 'Cleared' },
  alarmEventAcknowledged: { zh: '已确认', en: 'Acknowledged' },
  alarmEventShelved: { zh: '已搁置', en: 'Shelved' },
  alarmEventUnshelved: { zh: '取消搁置', en: 'Unshelved' },
  alarmEventSuppressed: { zh: '设计抑制（网关离线）', en: 'Suppressed (gateway offline)' },
  alarmEventUnsuppressed: { zh: '解除抑制', en: 'Suppression ended' },
  alarmEventOutOfService: { zh: '停用', en: 'Out of service' },
  alarmEventInService: { zh: '恢复投用', en: 'Back in service' },
  alarmPriorityCritical: { zh: '紧急', en: 'Critical' },
  alarmPriorityHigh: { zh: '高', en: 'High' },
  alarmPriorityMedium: { zh: '中', en: 'Medium' },
  alarmPriorityLow: { zh: '低', en: 'Low' },
  jumpFailed: { zh: '跳转组态页面失败', en: 'Failed to open the configuration page' },
  asyncTimeout: { zh: '通讯超时', en: 'Communication timeout' },
  usernameExists: { zh: '用户名已存在', en: 'The username already exists' },
  originalPasswordWrong: { zh: '原密码错误', en: 'The original password is wrong' },
  sessionLost: { zh: '会话丢失', en: 'Session lost' },
  phoneBound: { zh: '该手机号已绑定其他账号', en: 'The phone number is bound to another account' },
  noWritePermission: { zh: '没有写入权限', en: 'No write permission' },
  accountDisabled: {
    zh: '账号已停用，请联系管理员',
    en: 'The account is disabled, contact your administrator',
  },
  noPasswordChangePermission: {
    zh: '没有修改密码的权限',
    en: 'No permission to change the password',
  },
  noUserInfoChangePermission: {
    zh: '没有修改用户信息的权限',
    en: 'No permission to change user information',
  },
  deviceOffline: {
    zh: '设备离线，命令无法下发',
    en: 'The device is offline, so the command cannot be sent',
  },
  writeOutOfLimit: {
    zh: '写入值超出限制（{min} ~ {max}）',
    en: 'The value is out of the allowed range ({min} to {max})',
  },
  signalReadOnly: { zh: '变量只读，不能写入', en: 'The variable is read-only' },
  writeValueInvalid: {
    zh: '写入值无效：{reason}',
    en: 'Invalid value: {reason}',
  },
  historyRangeTooLong: {
    zh: '查询时间范围不能超过 {days} 天',
    en: 'The query range must not exceed {days} days',
  },
  historyEndBeforeStart: {
    zh: '结束时间不能早于开始时间',
    en: 'The end time must not be earlier than the start time',
  },
  historyTooManySignals: {
    zh: '最多同时查询 {max} 个变量',
    en: 'At most {max} variables can be queried at once',
  },
  trackNoPosition: {
    zh: '该设备未绑定位置变量（纬度、经度），没有轨迹',
    en: 'This equipment has no position signals (latitude, longitude) bound, so it has no track',
  },
  positionSignalsIncomplete: {
    zh: '纬度与经度变量须同时绑定，且属于本设备、互不相同',
    en: 'Latitude and longitude signals must be bound together, belong to this equipment and differ',
  },
  gatewayOfflineTitle: { zh: '网关离线：{name}', en: 'Gateway offline: {name}' },
  gatewayOfflineNote: {
    zh: '网关 {gateway} 于 {time} 断开连接',
    en: 'Gateway {gateway} disconnected at {time}',
  },
  signalAlarmTitle: { zh: '{equipment} 报警：{signal}', en: 'Alarm on {equipment}: {signal}' },
  signalAlarmNote: {
    zh: '{signal} 当前值 {value}，{rule}',
    en: '{signal} is {value}, {rule}',
  },
  alarmRuleHigh: { zh: '高于上限 {limit}', en: 'above the high limit {limit}' },
  alarmRuleLow: { zh: '低于下限 {limit}', en: 'below the low limit {limit}' },
  alarmRuleEqual: { zh: '等于报警状态 {limit}', en: 'equal to the alarm state {limit}' },
  // Refusals of the project and page calls, sent after 请求参数错误: ({…} are filled in).
  tooManyWidgets: {
    zh: '每个页面最多 {max} 个组件，此布局有 {count} 个',
    en: 'A page holds at most {max} widgets; this layout has {count}',
  },
  layoutFileMissing: {
    zh: '缺少页面布局文件',
    en: 'The page layout file is missing',
  },
  layoutFileTooLarge: {
    zh: '页面布局文件不能超过 {max} MB',
    en: 'The page layout file must not exceed {max} MB',
  },
  imageMissing: { zh: '缺少图片文件', en: 'The image file is missing' },
  imageTooLarge: {
    zh: '图片不能超过 {max} MB',
    en: 'The image must not exceed {max} MB',
  },
  imageBytesTooMany: { zh: '图片不能超过 {size}', en: 'The image must not exceed {size}' },
  imageFormatRefused: {
    zh: '图片格式只能是 {formats}（按文件内容判断）',
    en: 'The image must be one of {formats} (judged by its content)',
  },
  imageSideTooLong: {
    zh: '图片宽和高不能超过 {max} 像素',
    en: 'The image must be at most {max} pixels wide and high',
  },
  notMultipart: {
    zh: '请以 multipart/form-data 上传',
    en: 'Send this request as multipart/form-data',
  },
  widgetsInvalid: {
    zh: '组件列表无效（{path}）：{reason}',
    en: 'The widget list is invalid ({path}): {reason}',
  },
  pagePasswordRequired: {
    zh: '开启页面密码时必须设置密码',
    en: 'Set a password to protect the page',
  },
  pagePasswordWrong: { zh: '页面密码错误', en: 'Wrong page password' },
  pageNotInProject: {
    zh: '页面不属于该项目',
    en: 'The page does not belong to this project',
  },
  // Refusals of the manage area; `{field}` names the offending field.
  duplicate: { zh: '{field} “{value}” 已存在', en: '{field} "{value}" already exists' },
  unknownReference: { zh: '{field} 不存在', en: '{field} does not exist' },
  positionSignalsPair: {
    zh: '纬度变量和经度变量须同时选择，且不能是同一个变量',
    en: 'Choose both the latitude and the longitude signal, two different ones',
  },
  importUnreadable: {
    zh: '文件无法读取：{reason}',
    en: 'The file cannot be read: {reason}',
  },
  importTooLarge: {
    zh: '文件解压后超过 {max} MB，无法导入',
    en: 'The file unpacks to more than {max} MB and cannot be imported',
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
  // Device sharing (owner and receiver).
  shareLinkInvalid: {
    zh: '分享链接无效或已失效',
    en: 'The share link is invalid or no longer valid',
  },
  shareExpired: { zh: '分享已过期', en: 'The share has expired' },
  sharePasswordWrong: { zh: '分享密码错误', en: 'Wrong share password' },
  shareTooManyAttempts: {
    zh: '分享密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong share passwords, try again in {minutes} minutes',
  },
  shareOwnOrganisation: {
    zh: '该设备属于您所在的组织，无需通过分享加入',
    en: 'This equipment belongs to your organisation; there is nothing to join',
  },
  shareNoPassword: { zh: '请先设置分享密码', en: 'Set a share password first' },
  shareNotAllowed: {
    zh: '分享权限不包含此操作',
    en: 'The share does not allow this',
  },
  // Account security and password recovery.
  ticketInvalid: {
    zh: '验证已失效或步骤不正确，请从第一步重新开始',
    en: 'This verification has expired or the step is out of order; start again from the first step',
  },
  codeWrong: {
    zh: '验证码错误，还可以尝试 {left} 次',
    en: 'The code is wrong; {left} tries left',
  },
  codeExpired: {
    zh: '验证码已失效，请重新获取',
    en: 'The code has expired or was used up; request a new one',
  },
  codeSendTooSoon: {
    zh: '发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are sent at most once a minute; try again in {seconds} s',
  },
  codeSendHourLimit: {
    zh: '一小时内最多发送 {max} 次验证码，请稍后再试',
    en: 'At most {max} codes are sent in an hour; try again later',
  },
  channelNotBound: {
    zh: '账号未绑定该验证方式',
    en: 'The account has no such verification method',
  },
  channelUnavailable: {
    zh: '{channel}验证暂不可用：服务器未配置发送服务',
    en: '{channel} verification is unavailable: the server has no delivery service configured',
  },
  deliveryFailed: {
    zh: '验证码发送失败，请稍后再试',
    en: 'The code could not be sent; try again later',
  },
  answersWrong: {
    zh: '密保问题答案错误，还可以尝试 {left} 次',
    en: 'The answers are wrong; {left} tries left',
  },
  passwordWrongTries: {
    zh: '密码错误，还可以尝试 {left} 次',
    en: 'The password is wrong; {left} tries left',
  },
  emailBound: {
    zh: '该邮箱已绑定其他账号',
    en: 'The e-mail address is bound to another account',
  },
  sameAddress: {
    zh: '新的{channel}与当前绑定的相同',
    en: 'The new {channel} is the one already bound',
  },
  confirmMismatch: {
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match',
  },
  // Users and roles (#12).
  passwordChangeRequired: {
    zh: '请先修改密码后再继续使用',
    en: 'Change your password before going on',
  },
  passwordTooShort: {
    zh: '密码长度不能少于 {min} 位',
    en: 'The password must be at least {min} characters long',
  },
  cannotChangeSelf: {
    zh: '不能停用、删除自己或更改自己的角色',
    en: 'You cannot disable or delete yourself, or change your own role',
  },
  lastAdministrator: {
    zh: '组织至少要保留一名启用的管理员',
    en: 'The organisation must keep at least one active administrator',
  },
  builtInRoleReadOnly: {
    zh: '内置角色不能修改或删除',
    en: 'Built-in roles cannot be changed or deleted',
  },
  roleInUse: {
    zh: '仍有 {count} 个用户使用该角色，不能删除',
    en: '{count} users still hold this role, so it cannot be deleted',
  },
  roleNameExists: { zh: '角色名称已存在', en: 'A role with this name already exists' },
  passwordOrInvite: {
    zh: '请填写初始密码或选择邮件邀请',
    en: 'Give an initial password or send an invitation by e-mail',
  },
  inviteNeedsEmail: {
    zh: '邮件邀请需要填写邮箱',
    en: 'An invitation needs an e-mail address',
  },
  inviteUnavailable: {
    zh: '邮件邀请暂不可用：服务器未配置邮件发送服务',
    en: 'Invitations are unavailable: the server has no e-mail service configured',
  },
  inviteInvalid: {
    zh: '邀请链接无效、已使用或已过期，请联系管理员',
    en: 'The invitation link is invalid, used or expired; ask your administrator',
  },
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof MESSAGES;

export function formatMessage(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
