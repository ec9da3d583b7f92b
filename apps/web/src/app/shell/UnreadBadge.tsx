import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryUnreadCount } from '../../features/message/api';
import { UNREAD_POLL_MS, unreadBadgeText } from '../../features/message/unreadBadge';
import { unreadCountKey } from '../../features/message/useMessageSocket';

/** The bell in the header: unread count (99+ above 99), ringing while a push is fresh. */
export function UnreadBadge({ ringing }: { ringing: boolean }) {
  const { t } = useTranslation();
  const unread = useQuery({
    queryKey: unreadCountKey,
    queryFn: queryUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });
  const text = unreadBadgeText(unread.data ?? 0);
  return (
    <Link
      to="/message"
      className="lf-shell__icon-link"
      aria-label={t('nav.messages')}
      title={t('nav.messages')}
      data-testid="unread-link"
    >
      <Badge count={text} size="small" offset={[4, -2]} data-testid="unread-badge">
        <BellOutlined
          className={ringing ? 'lf-shell__icon lf-shell__icon--ringing' : 'lf-shell__icon'}
          data-testid={ringing ? 'unread-ringing' : undefined}
        />
      </Badge>
    </Link>
  );
}
