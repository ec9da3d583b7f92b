import { useNavigate } from 'react-router';
import { Skeleton } from 'antd';
import { ChannelChooser } from '../ChannelChooser';
import { SETUP_BASE, useFlowState } from '../useFlowState';
import { SetupFrame } from './SetupFrame';

/** setup/validate, tel/validate, email/validate, question/validate: how to prove who you are. */
export default function SetupChooserPage() {
  const navigate = useNavigate();
  const state = useFlowState('setup', 'identify');
  return (
    <SetupFrame target={state?.target} step="validate">
      {state ? (
        <ChannelChooser
          state={state}
          withPassword
          onChoose={(channel) =>
            void navigate(
              `${SETUP_BASE}/validate/${channel === 'tel' ? `tel/${state.target}` : channel}`,
            )
          }
        />
      ) : (
        <Skeleton active />
      )}
    </SetupFrame>
  );
}
