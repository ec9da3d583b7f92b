import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitorState } from '../logic/monitorStart';

const TAG_COLOUR = {
  loading: 'default',
  opening: 'processing',
  monitoring: 'success',
  offline: 'default',
  vpn: 'warning',
  idle: 'warning',
  error: 'error',
} as const;

function stateKey(state: MonitorState | undefined) {
  switch (state?.phase) {
    case undefined:
    case 'loading':
      return 'monitor.state.loadingGateway' as const;
    case 'opening':
      return 'monitor.state.opening' as const;
    case 'monitoring':
      return 'monitor.state.monitoring' as const;
    case 'offline':
      return 'monitor.state.offline' as const;
    case 'vpn':
      return 'monitor.state.vpn' as const;
    case 'idle':
      return 'monitor.state.idle' as const;
    case 'error':
      return 'monitor.state.error' as const;
  }
}

/** The monitor's state as a tag beside the title. */
export function MonitorStateTag({ state }: { state: MonitorState | undefined }) {
  const { t } = useTranslation();
  return (
    <Tag color={TAG_COLOUR[state?.phase ?? 'loading']} data-testid="monitor-state">
      {t(stateKey(state))}
    </Tag>
  );
}

/** A clear notice while monitoring is off (offline, vpn, idle, failure). */
export function MonitorStateBanner({ state }: { state: MonitorState | undefined }) {
  const { t } = useTranslation();
  const phase = state?.phase;
  if (phase !== 'offline' && phase !== 'vpn' && phase !== 'idle' && phase !== 'error') return null;
  return (
    <Alert
      type={phase === 'error' ? 'error' : 'warning'}
      showIcon
      title={t(stateKey(state))}
      style={{ marginBottom: 12 }}
      data-testid="monitor-off"
    />
  );
}
