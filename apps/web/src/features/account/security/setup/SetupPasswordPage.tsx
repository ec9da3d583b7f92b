import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api';
import { NewPasswordFields } from '../NewPasswordFields';
import { useFailure } from '../useFailure';
import { FailureAlert } from '../FailureAlert';
import { SetupFrame } from './SetupFrame';
import { finishSetup, useVerifiedTarget } from './useVerifiedTarget';
import { lengthCount, tooLongRule } from '../../../common/lengthLimit';

interface Fields {
  original: string;
  password: string;
  confirm: string;
}

/** setup/password: original password, the new one and its confirmation. */
export default function SetupPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useVerifiedTarget('password');
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  const onFinish = async (fields: Fields) => {
    if (!state) return;
    setBusy(true);
    const ok = await attempt(() => changePassword({ ticket: state.ticket, ...fields }));
    setBusy(false);
    if (ok) finishSetup(navigate, 'password');
  };
  return (
    <SetupFrame target="password" step="change">
      {state ? (
        <Form<Fields>
          layout="vertical"
          requiredMark={false}
          onFinish={(fields) => void onFinish(fields)}
        >
          <FailureAlert failure={failure} testId="flow-error" />
          <Form.Item
            label={t('security.originalPassword')}
            name="original"
            rules={[{ required: true, message: t('login.passwordRequired') }, tooLongRule(t, 128)]}
          >
            <Input.Password autoComplete="current-password" count={lengthCount(128)} />
          </Form.Item>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-next">
            {t('security.save')}
          </Button>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </SetupFrame>
  );
}
