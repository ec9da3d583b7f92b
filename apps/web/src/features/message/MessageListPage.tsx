import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { MESSAGE_PAGE_SIZE, MESSAGE_TYPES, type MessageItem, type MessageType } from '@lf/protocol';
import { currentLocale } from '../../i18n/i18n';
import { useMessageActions, useMessages } from './api';
import { messageText } from './messageText';
import { serverPager } from '../common/pagedList';
import {
  CENTRE_MENUS,
  detailPath,
  listPath,
  centreOfPath,
  readStateOfMenu,
  type CentreMenu,
} from './messagePaths';
import './message.css';

type TypeFilter = MessageType | 'all';
const TAB_KEYS: Record<CentreMenu, 'all' | 'read' | 'unread'> = {
  messageAll: 'all',
  messageReaden: 'read',
  messageUnReaden: 'unread',
};
const TYPE_COLOURS: Record<MessageType, string> = {
  alarm: 'red',
  expire: 'orange',
  notice: 'blue',
};

/** One list of the message centre (all, read or unread) with type filter, paging and actions. */
export default function MessageListPage() {
  const { t } = useTranslation();
  const { base, menu } = centreOfPath(useLocation().pathname);
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const messages = useMessages({ type, readState: readStateOfMenu(menu), page });
  const { markRead, markAllRead, remove } = useMessageActions();

  const changeType = (next: TypeFilter) => {
    setType(next);
    setPage(1);
    setSelected([]);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const afterChange = () => setSelected([]);

  return (
    <div className="lf-message">
      <Typography.Title level={4}>{t('message.title')}</Typography.Title>
      <nav className="lf-message__tabs" aria-label={t('message.title')}>
        {CENTRE_MENUS.map((m) => (
          <Link
            key={m}
            to={listPath(base, m)}
            className={m === menu ? 'lf-message__tab lf-message__tab--active' : 'lf-message__tab'}
            aria-current={m === menu ? 'page' : undefined}
          >
            {t(`message.tabs.${TAB_KEYS[m]}`)}
          </Link>
        ))}
      </nav>
      <div className="lf-message__toolbar">
        <Select<TypeFilter>
          aria-label={t('message.typeFilter')}
          value={type}
          onChange={changeType}
          style={{ minWidth: 130 }}
          options={[
            { value: 'all', label: t('message.types.all') },
            ...MESSAGE_TYPES.map((value) => ({ value, label: t(`message.types.${value}`) })),
          ]}
        />
        <Space wrap>
          <Button
            disabled={selected.length === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(selected, { onSuccess: afterChange })}
          >
            {t('message.markRead')}
          </Button>
          <Button
            type="primary"
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onSuccess: afterChange })}
          >
            {t('message.markAllRead')}
          </Button>
          <Popconfirm
            title={t('message.confirmDelete', { count: selected.length })}
            okText={t('message.ok')}
            cancelText={t('message.cancel')}
            onConfirm={() => remove.mutateAsync(selected).then(afterChange)}
            disabled={selected.length === 0}
          >
            <Button danger disabled={selected.length === 0} loading={remove.isPending}>
              {t('message.delete')}
            </Button>
          </Popconfirm>
        </Space>
      </div>
      {messages.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('message.loadFailed')}
          action={<Button onClick={() => void messages.refetch()}>{t('message.retry')}</Button>}
        />
      ) : (
        <List<MessageItem>
          loading={messages.isPending}
          dataSource={messages.data?.list ?? []}
          locale={{ emptyText: <Empty description={t('message.empty')} /> }}
          pagination={
            (messages.data?.total ?? 0) > MESSAGE_PAGE_SIZE
              ? {
                  ...serverPager(page, MESSAGE_PAGE_SIZE, messages.data?.total, (next) => {
                    setPage(next);
                    setSelected([]);
                  }),
                  showTotal: (count) => t('message.total', { count }),
                }
              : false
          }
          renderItem={(item) => (
            <MessageRow
              item={item}
              to={detailPath(base, menu, item)}
              checked={selected.includes(item.id)}
              onCheck={(on) => toggle(item.id, on)}
            />
          )}
        />
      )}
    </div>
  );
}

function MessageRow({
  item,
  to,
  checked,
  onCheck,
}: {
  item: MessageItem;
  to: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const unread = item.readAt === null;
  const { title, note } = messageText(item, currentLocale());
  return (
    <List.Item className={unread ? 'lf-message__row lf-message__row--unread' : 'lf-message__row'}>
      <input
        type="checkbox"
        className="lf-message__check"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={title}
      />
      <div className="lf-message__body">
        <div className="lf-message__head">
          <Tag color={TYPE_COLOURS[item.type]}>{t(`message.types.${item.type}`)}</Tag>
          <Link to={to} className="lf-message__title">
            {title}
          </Link>
          {unread ? <Tag color="gold">{t('message.unreadTag')}</Tag> : null}
        </div>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="lf-message__note">
          {note}
        </Typography.Paragraph>
        <Typography.Text type="secondary" className="lf-message__time">
          {dayjs(item.gmtCreate).format('YYYY-MM-DD HH:mm:ss')}
        </Typography.Text>
      </div>
    </List.Item>
  );
}
