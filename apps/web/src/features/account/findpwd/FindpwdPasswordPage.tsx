import { useNavigate } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { finishFindpwd } from '../security/api';
import { NewPasswordFields } from '../security/NewPasswordFields';
import { FlowForm } from '../security/FlowForm';
import { useFlowState } from '../security/useFlowState';
import { FindpwdFrame } from './FindpwdFrame';

/** /findpwd/password: the new password, twice. */
export default function FindpwdPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useFlowState('findpwd', 'verified');
  return (
    <FindpwdFrame step="password">
      {state ? (
        <FlowForm<{ password: string; confirm: string }>
          submit={(fields) => finishFindpwd(state.ticket, fields.password, fields.confirm)}
          onDone={() => void navigate('/findpwd/finish', { state: { done: true } })}
          submitText={t('findpwd.savePassword')}
        >
          <NewPasswordFields />
        </FlowForm>
      ) : (
        <Skeleton active />
      )}
    </FindpwdFrame>
  );
}
