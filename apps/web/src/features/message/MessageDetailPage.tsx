import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMessage, useMessageActions, useNotice } from './api';
import { currentLocale } from '../../i18n/i18n';
import { AlarmRecordsLink } from './AlarmRecordsLink';
import { messageText } from './messageText';
import { centreOfPath, isCentreMenu, listPath } from './messagePaths';
import './message.css';

/**
 * One message, marked read when opened. Routes name the message differently
 * (/message/detail/{msgType}/{msgId}, /msg/detail/{menuType}/{msgType}/{dataId},
 * /system/msg/detail/{dataId}/{msgType}); each carries the message id. A notice shows the
 * announcement's full text; an alarm leads to its equipment's alarm records (EG or GM).
 */
export default function MessageDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/system/') ? 'popup' : centreOfPath(pathname).base;
  const id = params.msgId ?? params.dataId ?? '';
  const message = useMessage(id, params.msgType);
  const notice = useNotice(message.data?.type === 'notice' ? message.data.dataId : undefined);
  const { markRead } = useMessageActions();
  const unreadId = message.data && message.data.readAt === null ? message.data.id : undefined;
  const { mutate: mark } = markRead;

  useEffect(() => {
    if (unreadId) mark([unreadId]);
  }, [unreadId, mark]);

  const menu = isCentreMenu(params.menuType) ? params.menuType : 'messageAll';
  const back =
    base === 'popup' ? null : (
      <Link to={listPath(base, menu)} className="lf-message__back">
        {t('message.back')}
      </Link>
    );

  if (message.isPending) {
    return (
      <div className="lf-message">
        <Skeleton active />
      </div>
    );
  }
  if (message.isError) {
    return (
      <div className="lf-message">
        <Alert type="warning" showIcon title={t('message.notFound')} />
        {back}
      </div>
    );
  }
  const item = message.data;
  const { title, note } = messageText(item, currentLocale());
  return (
    <div className="lf-message">
      {back}
      <Typography.Title level={4} className="lf-message__title">
        {notice.data?.title ?? title}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('message.type')}>
          <Tag>{t(`message.types.${item.type}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('message.time')}>
          {dayjs(item.gmtCreate).format('YYYY-MM-DD HH:mm:ss')}
        </Descriptions.Item>
        <Descriptions.Item label={t('message.content')}>
          <div className="lf-message__content" data-testid="message-content">
            {notice.data?.content ?? note}
          </div>
        </Descriptions.Item>
      </Descriptions>
      {item.type === 'alarm' && item.dataId !== '' ? <AlarmRecordsLink message={item} /> : null}
    </div>
  );
}
