import { z } from 'zod';
import { formIdList } from './equipment';
import { formInt, formString } from './form';
import { localMessageText } from './localText';

/** Message centre (SPEC §2 "Message centre", §7 "Messages"). */
export const MESSAGE_TYPES = ['alarm', 'expire', 'notice'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_READ_STATES = ['all', 'read', 'unread'] as const;
export type MessageReadState = (typeof MESSAGE_READ_STATES)[number];
export const MESSAGE_PAGE_SIZE = 10;

export const messageId = formString(20).regex(/^\d{1,15}$/, 'a message id is digits');

/** POST /lfscada/msg/query {type?, readState?, page?} → MessagePage, newest first, 10 a page. */
export const messageQueryRequest = z.object({
  type: z.enum([...MESSAGE_TYPES, 'all']).optional(),
  readState: z.enum(MESSAGE_READ_STATES).optional(),
  page: formInt.pipe(z.number().int().min(1).max(100_000)).optional(),
});
export type MessageQueryRequest = z.infer<typeof messageQueryRequest>;

export const messageItem = z.object({
  id: z.string(),
  type: z.enum(MESSAGE_TYPES),
  title: z.string(),
  note: z.string(),
  dataId: z.string(),
  equipType: z.string(),
  gmtCreate: z.string(),
  readAt: z.string().nullable(),
  /** Title and note as message keys, to show in the reader's language; null for announcements. */
  local: localMessageText.nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagePage = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  list: z.array(messageItem),
});
export type MessagePage = z.infer<typeof messagePage>;

/** POST /lfscada/msg/markAsRead and /lfscada/msg/delete {ids: JSON array or comma list}. */
export const messageIdsRequest = z.object({
  ids: formIdList(messageId, 500).pipe(z.array(z.string()).min(1)),
});

/** POST /lfscada/msg/getExpireById and /lfscada/msg/detail {id} → MessageItem. */
export const messageIdRequest = z.object({ id: messageId });

/** POST /lfscada/msg/markAsReadForEquipAlarm {dataId, equipType}: the user's alarms of that equipment. */
export const equipAlarmReadRequest = z.object({
  dataId: formString(64).min(1),
  equipType: formString(16).min(1),
});

/** Answer of the mark and delete calls: how many of the user's messages changed. */
export const messageChangeResult = z.object({ count: z.number().int().nonnegative() });
/** POST /lfscada/msg/queryUnReadMsgCount (no payload) → the user's unread messages. */
export const unreadMessageCount = z.object({ count: z.number().int().nonnegative() });
