import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messagePush, SOCKET_CLOSE, TIMING, type MessageItem } from '@lf/protocol';
import { reportSessionEnded } from '../../api/client';
import { LiveSocket } from '../../api/liveSocket';
import { useSession } from '../../state/session';
import { alarmKeys } from '../alarm/api';
import { alarmRinger } from '../alarm/alarmRinger';
import { markMessagesRead, unreadCountKey } from './api';
import { currentLocale } from '../../i18n/i18n';
import { messageText } from './messageText';
import { popupDetailPath } from './messagePaths';
import { PopUpThrottle } from './popUpThrottle';
import { TitleScroller } from './titleScroll';
import { UnreadFlag } from './unreadFlag';

export { unreadCountKey } from './api';

const MESSAGE_KINDS = new Set(['alarm', 'expire', 'notice']);

/**
 * Keeps the message socket open while logged in (SPEC §4) and answers whether a push arrived in
 * the last 10 s; the unread count is re-queried when that flag drops. As the user's prompt types
 * (`prompType`) ask, a push shows a pop-up bottom right for 10 s ('alter'; a click opens the
 * detail in a new window and marks it read), scrolls the tab title ('title'), and an alarm sounds
 * the alarm tone once ('sound', through `alarmRinger`); a burst of pushes shows its first and
 * its last message, not one card each (`PopUpThrottle`). The socket closes when the logged-in frame
 * unmounts, i.e. on logout or session loss.
 */
export function useMessageSocket(): boolean {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const [unreadFlag, setUnreadFlag] = useState(false);
  const prompType = useSession((s) => s.user?.prompType);
  // The socket lives as long as the session; texts and preferences are read when a push comes.
  const latest = useRef({ t, prompType, notification });
  useEffect(() => {
    latest.current = { t, prompType, notification };
  });

  useEffect(() => {
    const flag = new UnreadFlag(
      setUnreadFlag,
      () => void queryClient.invalidateQueries({ queryKey: unreadCountKey }),
    );
    const scroller = new TitleScroller();
    const popUp = (push: MessageItem) => {
      const { t: translate, notification: notify } = latest.current;
      const key = `message-${push.id}`;
      const { title, note } = messageText(push, currentLocale());
      notify.info({
        key,
        title: `${translate(`message.types.${push.type}`)} · ${title}`,
        description: note || translate('message.clickToOpen'),
        placement: 'bottomRight',
        duration: TIMING.unreadFlagResetMs / 1000,
        className: 'lf-message__popup',
        style: { cursor: 'pointer' },
        onClick: () => {
          window.open(popupDetailPath(push), '_blank');
          notify.destroy(key);
          // A failed mark is shown as a toast by the client; the message stays unread.
          markMessagesRead([push.id]).then(
            () => queryClient.invalidateQueries({ queryKey: unreadCountKey }),
            () => undefined,
          );
        },
      });
    };
    // The pop-up shows the message pushed (SPEC §3 "Message/alarm push"), not whichever unread
    // message is newest; a push that does not read as one still rings the badge, without a card.
    const popUps = new PopUpThrottle<MessageItem>(popUp);
    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/msg/token',
      socketPath: (token) => `/lfscada/ws/message/subscribe/${token}`,
      // Disabled, deleted or reset by an administrator: the server ends the session at once.
      onClose: (code) => {
        if (code === SOCKET_CLOSE.sessionEnded) reportSessionEnded(code);
      },
      onMessage: (message) => {
        // The organisation's alarms changed: the summary, banner and journal read them again.
        if (message.type === 'alarmChange') {
          void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
          return;
        }
        if (!MESSAGE_KINDS.has(message.type)) return;
        flag.raise();
        const asked = latest.current.prompType ?? [];
        if (asked.includes('title')) scroller.start();
        // Through the console's one ringer: not again when a viewer rings for the same alarm.
        if (asked.includes('sound') && message.type === 'alarm') alarmRinger.ringOnce('medium');
        if (!asked.includes('alter')) return;
        const pushed = messagePush.safeParse(message.data);
        if (pushed.success)
          popUps.push({ ...pushed.data, readAt: null, local: pushed.data.local ?? null });
      },
    });
    socket.start();
    return () => {
      socket.stop();
      popUps.dispose();
      flag.dispose();
      scroller.stop();
    };
  }, [queryClient]);

  return unreadFlag;
}
