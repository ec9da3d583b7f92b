import { useEffect, useState } from 'react';
import { Button, Empty, Space, Spin, Statistic, Tabs } from 'antd';
import { FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alarmCount, equipmentCount, monitorPages } from '../api';
import { ProjectPageView } from './ProjectPageView';

const COUNT_REFRESH_MS = 60_000;

/** Online, offline and alarm counts of the project's equipment ('' when a count fails). */
function useCounts(projectId: string) {
  const [counts, setCounts] = useState<{
    online: number | '';
    offline: number | '';
    alarmEquipments: number | '';
    alarms: number | '';
  } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      const [online, offline, alarmEquipments, alarms] = await Promise.all([
        equipmentCount(projectId, { online: true }),
        equipmentCount(projectId, { online: false }),
        equipmentCount(projectId, { alarm: true }),
        alarmCount(projectId),
      ]);
      if (!cancelled) setCounts({ online, offline, alarmEquipments, alarms });
    };
    void load();
    const timer = setInterval(() => void load(), COUNT_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [projectId]);
  return counts;
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
  const home = pages.data?.find((page) => page.home) ?? pages.data?.[0];
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
        <Space size="large" data-testid="project-counts">
          <Statistic title={t('project.viewer.online')} value={counts?.online ?? ''} />
          <Statistic title={t('project.viewer.offline')} value={counts?.offline ?? ''} />
          <Statistic
            title={t('project.viewer.alarmEquipments')}
            value={counts?.alarmEquipments ?? ''}
          />
          <Statistic title={t('project.viewer.alarms')} value={counts?.alarms ?? ''} />
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
