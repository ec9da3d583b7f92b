import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETUP_TARGETS, type SetupTarget } from '@lf/protocol';
import { FlowDoneResult, useFlowDone } from '../FlowDone';
import { FLOW_START } from '../useFlowState';
import { SetupFrame } from './SetupFrame';

/** setup/success/{type}: what changed; reached only from a change step. */
export default function SetupSuccessPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const done = useFlowDone('setup');
  const target = SETUP_TARGETS.find((known) => known === type) as SetupTarget | undefined;
  if (!done || !target) return <Navigate to={FLOW_START.setup} replace />;
  return (
    <SetupFrame target={target} step="success">
      <FlowDoneResult
        title={t(`security.success.${target}`)}
        subTitle={target === 'password' ? t('security.otherSessionsEnded') : undefined}
        to={FLOW_START.setup}
        action={t('security.backToOverview')}
        testId="back-to-security"
      />
    </SetupFrame>
  );
}
