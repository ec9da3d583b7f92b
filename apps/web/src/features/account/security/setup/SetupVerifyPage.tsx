import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { flowApi } from '../api';
import { CodeForm } from '../CodeForm';
import { QuestionsForm } from '../QuestionsForm';
import { useFailure } from '../useFailure';
import { FailureAlert } from '../FailureAlert';
import { SETUP_BASE, useFlowState } from '../useFlowState';
import { SetupFrame } from './SetupFrame';
import { lengthCount, tooLongRule } from '../../../common/lengthLimit';

const api = flowApi('setup');

function PasswordProof({ submit }: { submit: (password: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={async ({ password }: { password: string }) => {
        setBusy(true);
        await attempt(() => submit(password));
        setBusy(false);
      }}
    >
      <FailureAlert failure={failure} testId="flow-error" />
      <Form.Item
        label={t('security.currentPassword')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }, tooLongRule(t, 128)]}
      >
        <Input.Password autoComplete="current-password" count={lengthCount(128)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-next">
        {t('security.next')}
      </Button>
    </Form>
  );
}

/** setup/validate/tel/{type}, validate/email, validate/question, validate/password. */
export default function SetupVerifyPage() {
  const navigate = useNavigate();
  const parts = useLocation().pathname.split('/');
  const channel = (parts[parts.indexOf('validate') + 1] ?? 'password') as
    'tel' | 'email' | 'question' | 'password';
  const state = useFlowState('setup', 'identify');
  let body: React.ReactNode = <Skeleton active />;
  if (state) {
    const next = () => void navigate(`${SETUP_BASE}/${state.target}`);
    const ticket = state.ticket;
    if (channel === 'question') {
      body = (
        <QuestionsForm
          queryKey={['setupQuestions', ticket]}
          load={() => api.questions(ticket)}
          submit={async (answers) => {
            await api.verify({ ticket, channel, answers: JSON.stringify(answers) });
            next();
          }}
        />
      );
    } else if (channel === 'password') {
      body = (
        <PasswordProof
          submit={async (password) => {
            await api.verify({ ticket, channel, password });
            next();
          }}
        />
      );
    } else {
      body = (
        <CodeForm
          destination={state.channels[channel]}
          demoMail={channel === 'email' && state.capabilities.demoMail}
          send={() => api.sendCode(ticket, channel)}
          submit={async (code) => {
            await api.verify({ ticket, channel, code });
            next();
          }}
        />
      );
    }
  }
  return (
    <SetupFrame target={state?.target} step="validate">
      {body}
    </SetupFrame>
  );
}
