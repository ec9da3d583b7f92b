import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchFindpwdCaptcha, startFindpwd } from '../security/api';
import { storeTicket } from '../security/flowTicket';
import { useFailure } from '../security/useFailure';
import { FailureAlert } from '../security/FailureAlert';
import { CaptchaField } from '../CaptchaField';
import { FindpwdFrame } from './FindpwdFrame';
import { lengthCount, tooLongRule } from '../../common/lengthLimit';

/** /findpwd/account: the login name and the picture code start the recovery. */
export default function FindpwdAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ loginname: string; vcode: string }>();
  const captcha = useQuery({
    queryKey: ['findpwdCaptcha'],
    queryFn: fetchFindpwdCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  });
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);

  const refresh = () => {
    form.setFieldValue('vcode', '');
    void captcha.refetch();
  };
  // Arriving here starts over: an earlier flow of this tab is dropped.
  useEffect(() => storeTicket('findpwd', null), []);

  const onFinish = async (fields: { loginname: string; vcode: string }) => {
    setBusy(true);
    const ok = await attempt(async () => {
      const state = await startFindpwd(fields.loginname.trim(), fields.vcode.trim());
      storeTicket('findpwd', state.ticket);
    });
    setBusy(false);
    if (ok) void navigate('/findpwd/validate');
    else refresh();
  };

  return (
    <FindpwdFrame step="account">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(fields) => void onFinish(fields)}
      >
        <FailureAlert failure={failure} testId="flow-error" />
        <Form.Item
          label={t('findpwd.loginname')}
          name="loginname"
          rules={[
            { required: true, whitespace: true, message: t('login.usernameRequired') },
            tooLongRule(t, 64),
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" count={lengthCount(64)} />
        </Form.Item>
        <CaptchaField
          image={captcha.data?.image}
          onRefresh={refresh}
          className="lf-findpwd__captcha"
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="flow-next">
          {t('security.next')}
        </Button>
      </Form>
    </FindpwdFrame>
  );
}
