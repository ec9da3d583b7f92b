import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from 'antd';
import { flowApi } from '../security/api';
import { CodeForm } from '../security/CodeForm';
import { QuestionsForm } from '../security/QuestionsForm';
import { useFlowState } from '../security/useFlowState';
import { FindpwdFrame } from './FindpwdFrame';

const api = flowApi('findpwd');

/** /findpwd/validate/tel|email|question: prove the account is yours. */
export default function FindpwdVerifyPage() {
  const navigate = useNavigate();
  const channel = useLocation().pathname.split('/').pop() as 'tel' | 'email' | 'question';
  const state = useFlowState('findpwd', 'identify');
  const next = () => void navigate('/findpwd/password');
  let body: React.ReactNode = <Skeleton active />;
  if (state && channel === 'question') {
    body = (
      <QuestionsForm
        queryKey={['findpwdQuestions', state.ticket]}
        load={() => api.questions(state.ticket)}
        submit={async (answers) => {
          await api.verify({
            ticket: state.ticket,
            channel: 'question',
            answers: JSON.stringify(answers),
          });
          next();
        }}
      />
    );
  } else if (state && (channel === 'tel' || channel === 'email')) {
    body = (
      <CodeForm
        destination={state.channels[channel]}
        demoMail={channel === 'email' && state.capabilities.demoMail}
        send={() => api.sendCode(state.ticket, channel)}
        submit={async (code) => {
          await api.verify({ ticket: state.ticket, channel, code });
          next();
        }}
      />
    );
  }
  return <FindpwdFrame step="validate">{body}</FindpwdFrame>;
}
