import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlowDoneResult, useFlowDone } from '../security/FlowDone';
import { FLOW_START } from '../security/useFlowState';
import { FindpwdFrame } from './FindpwdFrame';

/** /findpwd/finish: done; reached only from the password step. */
export default function FindpwdFinishPage() {
  const { t } = useTranslation();
  const done = useFlowDone('findpwd');
  if (!done) return <Navigate to={FLOW_START.findpwd} replace />;
  return (
    <FindpwdFrame step="finish">
      <FlowDoneResult
        title={t('findpwd.doneTitle')}
        subTitle={t('findpwd.doneHint')}
        to="/login"
        action={t('findpwd.toLogin')}
        testId="findpwd-login"
      />
    </FindpwdFrame>
  );
}
