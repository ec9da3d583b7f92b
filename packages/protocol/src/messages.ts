import type { Bilingual } from './i18n';

/** One message in both languages: kept to one call so the table reads as a list of pairs. */
function text(zh: string, en: string): Bilingual {
  return { zh, en };
}

/**
 * User-facing messages the server sends and the web app shows, in both languages.
 * Keys are stable; the texts quoted by SPEC §8 are kept verbatim in Chinese.
 */
export const MESSAGES = {
  ok: text('成功', 'Success'),
  badRequest: text('请求参数错误', 'Invalid request'),
  fieldRequired: text('{field} 不能为空', '{field} is required'),
  fieldInvalid: text('{field} 格式不正确', '{field} is invalid'),
  fieldTooLong: text('{field} 长度不能超过 {max}', '{field} must be at most {max} characters'),
  fieldTooShort: text('{field} 长度不能少于 {min}', '{field} must be at least {min} characters'),
  jsonTooDeep: text(
    '{field} 的嵌套层数超过 {max} 层',
    '{field} is nested more than {max} levels deep',
  ),
  jsonTooManyKeys: text('{field} 的字段数超过 {max} 个', '{field} has more than {max} keys'),
  formTooManyFields: text('请求的字段数超过 {max} 个', 'The request has more than {max} fields'),
  notLoggedIn: text('未登录，请先登录', 'You are not logged in'),
  sessionInvalid: text('会话已失效，请重新登录', 'Your session has ended, please log in again'),
  forbidden: text('没有权限执行此操作', 'You are not allowed to do this'),
  notFound: text('资源不存在', 'Not found'),
  crossSite: text('拒绝跨站请求', 'Cross-site request refused'),
  tooManyRequests: text('请求过于频繁，请稍后再试', 'Too many requests, try again later'),
  internal: text('服务器内部错误', 'Internal server error'),
  loginFailed: text('用户名或密码错误', 'Wrong username or password'),
  vcodeEmpty: text('验证码不能为空', 'Enter the verification code'),
  vcodeInvalid: text('验证码错误或已过期', 'The verification code is wrong or has expired'),
  accountLocked: text(
    '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    'Too many failed logins: the account is locked, try again in {minutes} minutes',
  ),
  addressLocked: text(
    '该地址登录失败次数过多，请稍后再试',
    'Too many failed logins from this address, try again later',
  ),
  feedbackTooShort: text('反馈内容不能少于 10 个字符', 'Feedback must be at least 10 characters'),
  userInfoFailed: text(
    '获取权限信息失败，请重新登录！',
    'Failed to get permission info, please log in again!',
  ),
  alarmNoPermission: text(
    '暂无权限查看该设备报警记录',
    'You have no permission to view alarm records of this equipment',
  ),
  alarmNoAcknowledgePermission: text(
    '没有确认报警的权限',
    'You have no permission to acknowledge alarms',
  ),
  alarmNoShelvePermission: text(
    '没有搁置、停用报警或设置设备检修的权限',
    'You have no permission to shelve alarms, take them out of service or put equipment into maintenance',
  ),
  alarmMaintenanceEquipmentUnknown: text(
    '设备不存在或不在您的数据范围内',
    'The equipment does not exist or is outside your data range',
  ),
  alarmEventRaised: text('报警产生', 'Raised'),
  alarmEventCleared: text('恢复正常', 'Cleared'),
  alarmEventAcknowledged: text('已确认', 'Acknowledged'),
  alarmEventShelved: text('已搁置', 'Shelved'),
  alarmEventUnshelved: text('取消搁置', 'Unshelved'),
  alarmEventSuppressed: text(
    '设计抑制（网关离线或设备检修）',
    'Suppressed (gateway offline or equipment in maintenance)',
  ),
  alarmEventUnsuppressed: text('解除抑制', 'Suppression ended'),
  alarmEventOutOfService: text('停用', 'Out of service'),
  alarmEventInService: text('恢复投用', 'Back in service'),
  alarmPriorityCritical: text('紧急', 'Critical'),
  alarmPriorityHigh: text('高', 'High'),
  alarmPriorityMedium: text('中', 'Medium'),
  alarmPriorityLow: text('低', 'Low'),
  jumpFailed: text('跳转组态页面失败：{reason}', 'Failed to open the configuration page: {reason}'),
  writeCancelled: text('已取消写入', 'The write was cancelled'),
  asyncTimeout: text('通讯超时', 'Communication timeout'),
  usernameExists: text('用户名已存在', 'The username already exists'),
  originalPasswordWrong: text('原密码错误', 'The original password is wrong'),
  sessionLost: text('会话丢失', 'Session lost'),
  phoneBound: text('该手机号已绑定其他账号', 'The phone number is bound to another account'),
  noWritePermission: text('没有写入权限', 'No write permission'),
  accountDisabled: text(
    '账号已停用，请联系管理员',
    'The account is disabled, contact your administrator',
  ),
  noPasswordChangePermission: text('没有修改密码的权限', 'No permission to change the password'),
  noUserInfoChangePermission: text(
    '没有修改用户信息的权限',
    'No permission to change user information',
  ),
  deviceOffline: text(
    '设备离线，命令无法下发',
    'The device is offline, so the command cannot be sent',
  ),
  writeOutOfLimit: text(
    '写入值超出限制（{min} ~ {max}）',
    'The value is out of the allowed range ({min} to {max})',
  ),
  signalReadOnly: text('变量只读，不能写入', 'The variable is read-only'),
  writeValueInvalid: text('写入值无效：{reason}', 'Invalid value: {reason}'),
  historyRangeTooLong: text(
    '查询时间范围不能超过 {days} 天',
    'The query range must not exceed {days} days',
  ),
  historyEndBeforeStart: text(
    '结束时间不能早于开始时间',
    'The end time must not be earlier than the start time',
  ),
  historyTooManySignals: text(
    '最多同时查询 {max} 个变量',
    'At most {max} variables can be queried at once',
  ),
  trackNoPosition: text(
    '该设备未绑定位置变量（纬度、经度），没有轨迹',
    'This equipment has no position signals (latitude, longitude) bound, so it has no track',
  ),
  positionSignalsIncomplete: text(
    '纬度与经度变量须同时绑定，且属于本设备、互不相同',
    'Latitude and longitude signals must be bound together, belong to this equipment and differ',
  ),
  gatewayOfflineTitle: text('网关离线：{name}', 'Gateway offline: {name}'),
  gatewayOfflineNote: text(
    '网关 {gateway} 于 {time} 断开连接',
    'Gateway {gateway} disconnected at {time}',
  ),
  signalAlarmTitle: text('{equipment} 报警：{signal}', 'Alarm on {equipment}: {signal}'),
  signalAlarmNote: text('{signal} 当前值 {value}，{rule}', '{signal} is {value}, {rule}'),
  alarmRuleHigh: text('高于上限 {limit}', 'above the high limit {limit}'),
  alarmRuleLow: text('低于下限 {limit}', 'below the low limit {limit}'),
  alarmRuleEqual: text('等于报警状态 {limit}', 'equal to the alarm state {limit}'),
  // A text its author typed in both languages (an alarm rule's text and its English one).
  authoredText: text('{zh}', '{en}'),
  valueOn: text('开', 'on'),
  valueOff: text('关', 'off'),
  valueNone: text('无值', 'no value'),
  // Refusals of the project and page calls, sent after 请求参数错误: ({…} are filled in).
  tooManyWidgets: text(
    '每个页面最多 {max} 个组件，此布局有 {count} 个',
    'A page holds at most {max} widgets; this layout has {count}',
  ),
  layoutFileMissing: text('缺少页面布局文件', 'The page layout file is missing'),
  layoutFileTooLarge: text(
    '页面布局文件不能超过 {max} MB',
    'The page layout file must not exceed {max} MB',
  ),
  imageMissing: text('缺少图片文件', 'The image file is missing'),
  imageTooLarge: text('图片不能超过 {max} MB', 'The image must not exceed {max} MB'),
  imageBytesTooMany: text('图片不能超过 {size}', 'The image must not exceed {size}'),
  imageFormatRefused: text(
    '图片格式只能是 {formats}（按文件内容判断）',
    'The image must be one of {formats} (judged by its content)',
  ),
  imageSideTooLong: text(
    '图片宽和高不能超过 {max} 像素',
    'The image must be at most {max} pixels wide and high',
  ),
  notMultipart: text('请以 multipart/form-data 上传', 'Send this request as multipart/form-data'),
  widgetsInvalid: text(
    '组件列表无效（{path}）：{reason}',
    'The widget list is invalid ({path}): {reason}',
  ),
  pagePasswordRequired: text('开启页面密码时必须设置密码', 'Set a password to protect the page'),
  pagePasswordWrong: text('页面密码错误', 'Wrong page password'),
  pageNotInProject: text('页面不属于该项目', 'The page does not belong to this project'),
  customSymbolNotSvg: text(
    '只能上传 SVG 图形（无法解析为 SVG，或清理后不剩任何图形）',
    'Only SVG drawings can be uploaded (not readable as SVG, or nothing left after cleaning)',
  ),
  customSymbolTooLarge: text('SVG 文件不能超过 {max}', 'The SVG file must not exceed {max}'),
  customSymbolNul: text(
    'SVG 文件含有空字符（NUL），已拒绝',
    'The SVG file contains NUL bytes and was refused',
  ),
  customSymbolUnknownPart: text(
    '部件“{part}”不是图形中的元素',
    'Part "{part}" is not an element of the drawing',
  ),
  customSymbolNameTaken: text('符号“{name}”已存在', 'A symbol named "{name}" already exists'),
  customSymbolUnknownState: text('未知状态“{state}”', 'Unknown state "{state}"'),
  customSymbolSetInvalid: text(
    '符号集文件无效：{reason}',
    'The symbol set file is invalid: {reason}',
  ),
  // Refusals of the manage area; `{field}` names the offending field.
  duplicate: text('{field} “{value}” 已存在', '{field} "{value}" already exists'),
  unknownReference: text('{field} 不存在', '{field} does not exist'),
  positionSignalsPair: text(
    '纬度变量和经度变量须同时选择，且不能是同一个变量',
    'Choose both the latitude and the longitude signal, two different ones',
  ),
  importUnreadable: text('文件无法读取：{reason}', 'The file cannot be read: {reason}'),
  importTooLarge: text(
    '文件解压后超过 {max} MB，无法导入',
    'The file unpacks to more than {max} MB and cannot be imported',
  ),
  importMissingColumn: text('文件缺少列 {field}', 'The file has no column {field}'),
  notOpcuaEquipment: text(
    '该设备的驱动不是 OPC UA，无法浏览节点',
    'This equipment does not use the OPC UA driver, so its nodes cannot be browsed',
  ),
  opcuaSignalNameTaken: text(
    '变量名称 {name} 已存在或重复，请改名后再导入',
    'The signal name {name} exists already or twice; rename it and import again',
  ),
  s7AddressSyntax: text(
    '{field}：S7 地址格式不正确，应如 DB1,REAL4、DB1,X0.1、M10.0、MW20、IW4、Q0.1',
    '{field}: not an S7 address; write it like DB1,REAL4, DB1,X0.1, M10.0, MW20, IW4 or Q0.1',
  ),
  s7AddressDbNumber: text(
    '{field}：数据块编号应在 1 到 65535 之间',
    '{field}: the data block number must be between 1 and 65535',
  ),
  s7AddressType: text(
    '{field}：不支持的数据类型，可用 X（位）、BYTE、WORD、INT、DWORD、DINT、REAL',
    '{field}: unknown data type; use X (bit), BYTE, WORD, INT, DWORD, DINT or REAL',
  ),
  s7AddressBitMissing: text(
    '{field}：位地址需写明位号，如 M10.0 或 DB1,X0.1',
    '{field}: a bit address needs its bit number, like M10.0 or DB1,X0.1',
  ),
  s7AddressBitRange: text(
    '{field}：位号应在 0 到 7 之间',
    '{field}: the bit number must be 0 to 7',
  ),
  s7AddressOffset: text(
    '{field}：字节偏移超出范围（最大 65535）',
    '{field}: the byte offset is out of range (65535 at most)',
  ),
  s7InputReadOnly: text(
    '{field}：输入区（I）的变量只能读，不能设为可写',
    '{field}: inputs (I) are read-only; the signal cannot be writable',
  ),
  signalPointRequired: text(
    '{field} 不能为空：该设备的驱动按 {protocol} 地址寻址',
    "{field} is required: this equipment's driver addresses signals by {protocol} address",
  ),
  tooManySignals: text('一台设备最多 {max} 个变量', 'An equipment has at most {max} signals'),
  gatewayNotModbus: text(
    '{field} 未配置驱动，无法下发到网关',
    '{field} has no driver, so it cannot be sent to a gateway',
  ),
  announcementState: text(
    '公告当前状态为 {state}，不能执行此操作',
    'The announcement is {state}; this cannot be done now',
  ),
  frameUnknown: text('未配置的嵌入页面：{field}', 'Unknown embedded page: {field}'),
  // Device sharing (owner and receiver).
  shareLinkInvalid: text('分享链接无效或已失效', 'The share link is invalid or no longer valid'),
  shareExpired: text('分享已过期', 'The share has expired'),
  sharePasswordWrong: text('分享密码错误', 'Wrong share password'),
  shareTooManyAttempts: text(
    '分享密码错误次数过多，请 {minutes} 分钟后再试',
    'Too many wrong share passwords, try again in {minutes} minutes',
  ),
  shareOwnOrganisation: text(
    '该设备属于您所在的组织，无需通过分享加入',
    'This equipment belongs to your organisation; there is nothing to join',
  ),
  shareNoPassword: text('请先设置分享密码', 'Set a share password first'),
  shareNotAllowed: text('分享权限不包含此操作', 'The share does not allow this'),
  shareNoPermission: text('您没有分享设备的权限', 'You may not share equipment'),
  shareBeyondOwnRights: text(
    '分享权限不能超过您自己对该设备的权限：{rights}',
    'A share cannot give more than your own rights to this equipment: {rights}',
  ),
  shareRevoked: text(
    '您对该设备的分享已被撤销，请向分享者索取新的链接或密码',
    'Your share of this equipment was revoked; ask the sharer for a new link or password',
  ),
  // Account security and password recovery.
  ticketInvalid: text(
    '验证已失效或步骤不正确，请从第一步重新开始',
    'This verification has expired or the step is out of order; start again from the first step',
  ),
  codeWrong: text('验证码错误，还可以尝试 {left} 次', 'The code is wrong; {left} tries left'),
  codeExpired: text(
    '验证码已失效，请重新获取',
    'The code has expired or was used up; request a new one',
  ),
  codeSendTooSoon: text(
    '发送过于频繁，请 {seconds} 秒后再试',
    'Codes are sent at most once a minute; try again in {seconds} s',
  ),
  codeSendHourLimit: text(
    '一小时内最多发送 {max} 次验证码，请稍后再试',
    'At most {max} codes are sent in an hour; try again later',
  ),
  channelNotBound: text('账号未绑定该验证方式', 'The account has no such verification method'),
  channelUnavailable: text(
    '{channel}验证暂不可用：服务器未配置发送服务',
    '{channel} verification is unavailable: the server has no delivery service configured',
  ),
  deliveryFailed: text('验证码发送失败，请稍后再试', 'The code could not be sent; try again later'),
  answersWrong: text(
    '密保问题答案错误，还可以尝试 {left} 次',
    'The answers are wrong; {left} tries left',
  ),
  passwordWrongTries: text(
    '密码错误，还可以尝试 {left} 次',
    'The password is wrong; {left} tries left',
  ),
  emailBound: text('该邮箱已绑定其他账号', 'The e-mail address is bound to another account'),
  sameAddress: text('新的{channel}与当前绑定的相同', 'The new {channel} is the one already bound'),
  confirmMismatch: text('两次输入的密码不一致', 'The two passwords do not match'),
  // Users and roles (#12).
  passwordChangeRequired: text('请先修改密码后再继续使用', 'Change your password before going on'),
  passwordTooShort: text(
    '密码长度不能少于 {min} 位',
    'The password must be at least {min} characters long',
  ),
  cannotChangeSelf: text(
    '不能停用、删除自己或更改自己的角色',
    'You cannot disable or delete yourself, or change your own role',
  ),
  lastAdministrator: text(
    '组织至少要保留一名启用的管理员',
    'The organisation must keep at least one active administrator',
  ),
  builtInRoleReadOnly: text(
    '内置角色不能修改或删除',
    'Built-in roles cannot be changed or deleted',
  ),
  roleInUse: text(
    '仍有 {count} 个用户使用该角色，不能删除',
    '{count} users still hold this role, so it cannot be deleted',
  ),
  grantBeyondOwnCodes: text(
    '不能授予自己没有的权限：{codes}',
    'You cannot grant permissions you do not hold yourself: {codes}',
  ),
  grantBeyondOwnRange: text(
    '不能授予超出自己数据范围的设备或项目',
    'You cannot grant equipment or projects outside your own data range',
  ),
  administratorsOnly: text(
    '只有管理员可以创建、修改或重置管理员账号',
    'Only administrators may create, change or reset administrator accounts',
  ),
  targetHasMoreRights: text(
    '该账号的权限或数据范围超出您自己的，不能操作',
    'This account has permissions or a data range beyond your own, so you cannot act on it',
  ),
  cannotEditOwnRole: text(
    '不能修改或删除自己所持有的角色',
    'You cannot change or delete the role you hold yourself',
  ),
  roleNameExists: text('角色名称已存在', 'A role with this name already exists'),
  passwordOrInvite: text(
    '请填写初始密码或选择邮件邀请',
    'Give an initial password or send an invitation by e-mail',
  ),
  inviteNeedsEmail: text('邮件邀请需要填写邮箱', 'An invitation needs an e-mail address'),
  inviteUnavailable: text(
    '邮件邀请暂不可用：服务器未配置邮件发送服务',
    'Invitations are unavailable: the server has no e-mail service configured',
  ),
  inviteInvalid: text(
    '邀请链接无效、已使用或已过期，请联系管理员',
    'The invitation link is invalid, used or expired; ask your administrator',
  ),
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
