import {
  messageChangeResult,
  messageItem,
  messagePage,
  noticeDetail,
  unreadMessageCount,
  type MessageItem,
  type MessagePage,
  type MessageQueryRequest,
  type NoticeDetail,
} from '@lf/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

export async function queryUnreadCount(): Promise<number> {
  const data = await call('/lfscada/msg/queryUnReadMsgCount', unreadMessageCount);
  return data.count;
}

const messagesKey = ['messages'] as const;
export const unreadCountKey = ['unreadCount'] as const;

export function useMessages(request: MessageQueryRequest) {
  return useQuery({
    queryKey: [...messagesKey, 'list', request],
    queryFn: (): Promise<MessagePage> =>
      call('/lfscada/msg/query', messagePage, { ...request }, { quiet: true }),
  });
}

/** One message; an expiry notice is read through its own call (SPEC §7 msg/getExpireById). */
export function useMessage(id: string, type: string | undefined) {
  const path = type === 'expire' ? '/lfscada/msg/getExpireById' : '/lfscada/msg/detail';
  return useQuery({
    queryKey: [...messagesKey, 'detail', id, path],
    queryFn: (): Promise<MessageItem> => call(path, messageItem, { id }, { quiet: true }),
    retry: false,
  });
}

export function useNotice(id: string | undefined) {
  return useQuery({
    queryKey: ['notice', id],
    queryFn: (): Promise<NoticeDetail> =>
      call('/lfscada/notice/detail', noticeDetail, { id }, { quiet: true }),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

export function markMessagesRead(ids: string[]): Promise<unknown> {
  return call('/lfscada/msg/markAsRead', messageChangeResult, { ids });
}

/** Marks read every alarm message of one equipment (SPEC §7: dataId and equipType). */
export function markEquipmentAlarmsRead(dataId: string, equipType: string): Promise<unknown> {
  return call('/lfscada/msg/markAsReadForEquipAlarm', messageChangeResult, { dataId, equipType });
}

/** Mark, mark-all and delete; each refreshes the lists and the header's unread count. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesKey }),
      queryClient.invalidateQueries({ queryKey: unreadCountKey }),
    ]);
  };
  const markRead = useMutation({ mutationFn: markMessagesRead, onSuccess: refresh });
  const markAllRead = useMutation({
    mutationFn: () => call('/lfscada/msg/allMarkAsRead', messageChangeResult),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => call('/lfscada/msg/delete', messageChangeResult, { ids }),
    onSuccess: refresh,
  });
  return { markRead, markAllRead, remove };
}
