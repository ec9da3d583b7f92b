import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { finishFindpwd } from '../security/api';
import { NewPasswordFields } from '../security/NewPasswordFields';
import { useFailure } from '../security/useFailure';
import { FailureAlert } from '../security/FailureAlert';
import { useFlowState } from '../security/useFlowState';
import { FindpwdFrame } from './FindpwdFrame';

/** /findpwd/password: the new password, twice. */
export default function FindpwdPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useFlowState('findpwd', 'verified');
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  const onFinish = async (fields: { password: string; confirm: string }) => {
    if (!state) return;
    setBusy(true);
    const ok = await attempt(() => finishFindpwd(state.ticket, fields.password, fields.confirm));
    setBusy(false);
    if (ok) void navigate('/findpwd/finish', { state: { done: true } });
  };
  return (
    <FindpwdFrame step="password">
      {state ? (
        <Form layout="vertical" requiredMark={false} onFinish={(fields) => void onFinish(fields)}>
          <FailureAlert failure={failure} testId="flow-error" />
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-next">
            {t('findpwd.savePassword')}
          </Button>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </FindpwdFrame>
  );
}
