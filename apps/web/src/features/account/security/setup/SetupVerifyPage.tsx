import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword, flowApi } from '../api';
import { NewPasswordFields } from '../NewPasswordFields';
import { CodeForm } from '../CodeForm';
import { QuestionsForm } from '../QuestionsForm';
import { FlowForm } from '../FlowForm';
import { SETUP_BASE, useFlowState } from '../useFlowState';
import { SetupFrame } from './SetupFrame';
import { finishSetup } from './useVerifiedTarget';
import { lengthCount, tooLongRule } from '../../../common/lengthLimit';

const api = flowApi('setup');

function PasswordProof({ submit }: { submit: (password: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <FlowForm<{ password: string }>
      submit={({ password }) => submit(password)}
      submitText={t('security.next')}
    >
      <CurrentPasswordField />
    </FlowForm>
  );
}

function CurrentPasswordField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('security.currentPassword')}
      name="password"
      rules={[{ required: true, message: t('login.passwordRequired') }, tooLongRule(t, 128)]}
    >
      <Input.Password autoComplete="current-password" count={lengthCount(128)} />
    </Form.Item>
  );
}

/**
 * Changing the password after proving identity with the password: one form asks for the current
 * password once, with the new one twice. It proves identity with it and changes the password with
 * it as the original; a proof already accepted is not sent again when only the change failed.
 */
function PasswordChangeAtOnce({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [proven, setProven] = useState(false);
  const change = async (fields: { password: string; newPassword: string; confirm: string }) => {
    if (!proven) {
      await api.verify({ ticket, channel: 'password', password: fields.password });
      setProven(true);
    }
    await changePassword({
      ticket,
      original: fields.password,
      password: fields.newPassword,
      confirm: fields.confirm,
    });
  };
  return (
    <FlowForm
      submit={change}
      onDone={() => finishSetup(navigate, 'password')}
      submitText={t('security.save')}
    >
      <CurrentPasswordField />
      <NewPasswordFields name="newPassword" />
    </FlowForm>
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
    } else if (channel === 'password' && state.target === 'password') {
      body = <PasswordChangeAtOnce ticket={ticket} />;
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
