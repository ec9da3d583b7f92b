import { useNavigate } from 'react-router';
import { Skeleton } from 'antd';
import { ChannelChooser } from '../security/ChannelChooser';
import { useFlowState } from '../security/useFlowState';
import { FindpwdFrame } from './FindpwdFrame';

/** /findpwd/validate: choose phone, e-mail or questions, whichever the account has. */
export default function FindpwdValidatePage() {
  const navigate = useNavigate();
  const state = useFlowState('findpwd', 'identify');
  return (
    <FindpwdFrame step="validate">
      {state ? (
        <ChannelChooser
          state={state}
          withPassword={false}
          onChoose={(channel) => void navigate(`/findpwd/validate/${channel}`)}
        />
      ) : (
        <Skeleton active />
      )}
    </FindpwdFrame>
  );
}
