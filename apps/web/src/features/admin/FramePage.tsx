import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FrameRow } from '@lf/protocol';
import { adminCall } from './api';
import { FrameList } from './FrameList';

/**
 * /manage/frame/{path} and /manage/frame/{path}/{openFlag}: an external page from the
 * configured list; an unknown path is refused, and the refusal shows the list of allowed pages
 * for the administrator to extend. openFlag `1` also opens the page in a new window.
 */
export default function FramePage() {
  const { t } = useTranslation();
  const { path = '', openFlag } = useParams();
  const frame = useQuery({
    queryKey: ['admin', 'frame', path],
    queryFn: () => adminCall<FrameRow>('/lfscada/system/frame/info', { path }, { quiet: true }),
    retry: false,
  });
  const url = frame.data?.url;
  useEffect(() => {
    if (url && openFlag === '1') window.open(url, '_blank', 'noopener');
  }, [url, openFlag]);
  if (frame.isPending) return <Skeleton active />;
  if (frame.isError || !frame.data) {
    return (
      <Flex vertical gap={8}>
        <Result
          status="404"
          data-testid="frame-unknown"
          title={t('admin.frame.unknown')}
          subTitle={t('admin.frame.unknownHint', { path })}
        />
        <FrameList />
      </Flex>
    );
  }
  return (
    <iframe
      title={frame.data.title}
      src={frame.data.url}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }}
    />
  );
}
