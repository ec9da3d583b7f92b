import { Button, Empty, Space, Spin, Statistic, Tabs } from 'antd';
import { FullscreenOutlined } from '@ant-design/icons';
import { ALARM_PRIORITY_COLOUR } from '@lf/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alarmKeys } from '../../alarm/api';
import { rememberPage } from '../../home/recentPages';
import { homePageOf } from '../../pages/homePage';
import { alarmCount, equipmentCount, monitorPages } from '../api';
import { ProjectPageView } from './ProjectPageView';

const COUNT_REFRESH_MS = 60_000;

/**
 * Online and offline counts of the project's equipment, and its alarms: the equipment in alarm
 * and the alarms active and unacknowledged by their ISA-18.2 states ('' when a count fails).
 * The alarm counts are an alarm query, so every alarm-change push re-reads them: they follow a
 * raise, an acknowledgement or a shelve within a moment, not at the next minute's refresh.
 */
function useCounts(projectId: string) {
  const equipment = useQuery({
    queryKey: ['viewer', 'counts', projectId],
    queryFn: async () => {
      const [online, offline] = await Promise.all([
        equipmentCount(projectId, { online: true }),
        equipmentCount(projectId, { online: false }),
      ]);
      return { online, offline };
    },
    refetchInterval: COUNT_REFRESH_MS,
  });
  const alarms = useQuery({
    queryKey: alarmKeys.projectCounts(projectId),
    queryFn: async () => {
      const [alarmEquipments, counts] = await Promise.all([
        equipmentCount(projectId, { alarm: true }),
        alarmCount(projectId),
      ]);
      return { alarmEquipments, ...counts };
    },
    refetchInterval: COUNT_REFRESH_MS,
  });
  return { ...equipment.data, ...alarms.data };
}

/** /monitor/project/{projectId}: opens the project's home page. */
export function ProjectHomeRedirect() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation();
  const pages = useQuery({
    queryKey: ['viewer', 'pages', projectId],
    queryFn: () => monitorPages(projectId),
  });
  if (pages.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  const home = homePageOf(pages.data ?? []);
  if (!home) return <Empty description={t('project.viewer.noPages')} style={{ margin: 48 }} />;
  return <Navigate to={`/monitor/project/${projectId}/page/${home.id}`} replace />;
}

/** /monitor/project/{projectId}/page/{pageId}: the page with the project's pages and counts. */
export default function ProjectMonitorPage() {
  const { projectId = '', pageId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useQuery({
    queryKey: ['viewer', 'pages', projectId],
    queryFn: () => monitorPages(projectId),
  });
  const counts = useCounts(projectId);
  const title = pages.data?.find((page) => page.id === pageId)?.title;
  useEffect(() => {
    if (title !== undefined) rememberPage({ projectId, pageId, title });
  }, [projectId, pageId, title]);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100vh - 120px)',
        minHeight: 400,
      }}
    >
      <Space style={{ justifyContent: 'space-between', width: '100%', flexWrap: 'wrap' }}>
        <Tabs
          activeKey={pageId}
          onChange={(id) => navigate(`/monitor/project/${projectId}/page/${id}`)}
          items={(pages.data ?? []).map((page) => ({ key: page.id, label: page.title }))}
          style={{ marginBottom: 0 }}
        />
        <Space size="large" wrap data-testid="project-counts">
          <Statistic title={t('project.viewer.online')} value={counts.online ?? ''} />
          <Statistic title={t('project.viewer.offline')} value={counts.offline ?? ''} />
          <Statistic
            title={t('project.viewer.alarmEquipments')}
            value={counts.alarmEquipments ?? ''}
          />
          <Statistic
            title={t('project.viewer.alarms')}
            value={counts.active ?? ''}
            data-testid="project-alarms-active"
          />
          <Statistic
            title={t('project.viewer.unacked')}
            value={counts.unacked ?? ''}
            data-testid="project-alarms-unacked"
            valueStyle={counts.unacked ? { color: ALARM_PRIORITY_COLOUR.critical } : undefined}
          />
          <Button
            icon={<FullscreenOutlined />}
            onClick={() => window.open(`/monitor/project/${projectId}/preview/${pageId}`, '_blank')}
          >
            {t('project.viewer.fullScreen')}
          </Button>
        </Space>
      </Space>
      <div style={{ flex: 1, minHeight: 0, background: '#fff' }}>
        <ProjectPageView key={pageId} projectId={projectId} pageId={pageId} />
      </div>
    </div>
  );
}
