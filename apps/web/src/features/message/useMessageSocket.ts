import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveSocket } from '../../api/liveSocket';
import { UnreadFlag } from './unreadFlag';

const MESSAGE_KINDS = new Set(['alarm', 'expire', 'notice']);

export const unreadCountKey = ['unreadCount'] as const;

/**
 * Keeps the message socket open while logged in (SPEC §4) and answers whether a push arrived in
 * the last 10 s; the unread count is re-queried when that flag drops. The socket closes when the
 * logged-in frame unmounts, i.e. on logout or session loss.
 */
export function useMessageSocket(): boolean {
  const queryClient = useQueryClient();
  const [unreadFlag, setUnreadFlag] = useState(false);

  useEffect(() => {
    const flag = new UnreadFlag(
      setUnreadFlag,
      () => void queryClient.invalidateQueries({ queryKey: unreadCountKey }),
    );
    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/msg/token',
      socketPath: (token) => `/lfscada/ws/message/subscribe/${token}`,
      onMessage: (message) => {
        if (MESSAGE_KINDS.has(message.type)) flag.raise();
      },
    });
    socket.start();
    return () => {
      socket.stop();
      flag.dispose();
    };
  }, [queryClient]);

  return unreadFlag;
}
