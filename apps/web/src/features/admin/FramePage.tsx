import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FrameRow } from '@lf/protocol';
import { adminCall } from './api';

/**
 * /manage/frame/{path} and /manage/frame/{path}/{openFlag}: an external page from the
 * configured list; an unknown path is refused. openFlag `1` opens it in a new window instead.
 */
export default function FramePage() {
  const { t } = useTranslation();
  const { path = '', openFlag } = useParams();
  const frame = useQuery({
    queryKey: ['admin', 'frame', path],
    queryFn: () => adminCall<FrameRow>('/lfscada/system/frame/info', { path }, { quiet: true }),
    retry: false,
  });
  if (frame.isPending) return <Skeleton active />;
  if (frame.isError || !frame.data) {
    return (
      <Result
        status="404"
        data-testid="frame-unknown"
        title={t('admin.frame.unknown')}
        subTitle={t('admin.frame.unknownHint', { path })}
      />
    );
  }
  if (openFlag === '1') {
    window.open(frame.data.url, '_blank', 'noopener');
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
