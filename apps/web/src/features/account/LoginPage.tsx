import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import {
  BellOutlined,
  DashboardOutlined,
  LockOutlined,
  UserOutlined,
  BuildOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loginRefusalData } from '@lf/protocol';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/errorText';
import { currentLocale } from '../../i18n/i18n';
import { LanguageSwitch } from '../../app/shell/LanguageSwitch';
import { takeReturnPath } from '../../app/sessionGate';
import { toast } from '../../app/toast';
import { useLogin, useShowVcode, useTheme } from './queries';
import { rememberedLoginname, rememberLoginname } from './rememberedAccount';
import { CaptchaField } from './CaptchaField';
import './LoginPage.css';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

interface LoginFields {
  loginname: string;
  password: string;
  vcode?: string;
  remember: boolean;
}

interface Captcha {
  required: boolean;
  image?: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginFields>();
  const theme = useTheme();
  const loginMutation = useLogin();
  const vcodeMutation = useShowVcode();
  const [captcha, setCaptcha] = useState<Captcha>({ required: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [initialLoginname] = useState(rememberedLoginname);

  const title = theme.data?.title || t('common.defaultTitle');

  const refreshCaptcha = async (loginname?: string, forceRequired = false) => {
    try {
      const answer = await vcodeMutation.mutateAsync(loginname || undefined);
      setCaptcha({ required: answer.required || forceRequired, image: answer.image });
    } catch {
      if (forceRequired) setCaptcha((previous) => ({ ...previous, required: true }));
    }
  };

  const onUsernameBlur = () => {
    const loginname = String(form.getFieldValue('loginname') ?? '').trim();
    if (loginname) void refreshCaptcha(loginname);
  };

  const onFinish = async (fields: LoginFields) => {
    setFailure(null);
    const loginname = fields.loginname.trim();
    try {
      await loginMutation.mutateAsync({
        loginname,
        password: fields.password,
        vcode: captcha.required ? fields.vcode?.trim() : undefined,
        remember: fields.remember,
      });
      rememberLoginname(loginname, fields.remember);
      toast.clear();
      void navigate(takeReturnPath(), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(errorText(error, t, currentLocale()));
      const data = loginRefusalData.safeParse(error.data);
      const vcodeRequired = data.success && data.data.vcodeRequired;
      if (vcodeRequired) setCaptcha((previous) => ({ ...previous, required: true }));
      form.setFieldValue('vcode', '');
      void refreshCaptcha(loginname, vcodeRequired);
    }
  };

  return (
    <div className="lf-login">
      <header className="lf-login__bar">
        <Flex align="center" gap={10}>
          <span className="lf-login__mark" aria-hidden>
            <DashboardOutlined />
          </span>
          <span className="lf-login__brand" data-testid="app-title">
            {title}
          </span>
        </Flex>
        <LanguageSwitch tone="dark" />
      </header>

      <main className="lf-login__main">
        <section className="lf-login__intro" aria-hidden>
          <p className="lf-login__welcome">{t('login.welcome')}</p>
          <h1 className="lf-login__title">{title}</h1>
          <p className="lf-login__tagline">{t('login.tagline')}</p>
          <ul className="lf-login__features">
            <li>
              <DashboardOutlined /> {t('login.featureMonitor')}
            </li>
            <li>
              <BuildOutlined /> {t('login.featureDesigner')}
            </li>
            <li>
              <BellOutlined /> {t('login.featureAlarm')}
            </li>
          </ul>
        </section>

        <section className="lf-login__card" aria-labelledby="lf-login-heading">
          <Typography.Title level={3} id="lf-login-heading" className="lf-login__heading">
            {t('login.heading')}
          </Typography.Title>
          {failure && (
            <Alert
              type="error"
              showIcon
              title={failure}
              role="alert"
              data-testid="login-error"
              className="lf-login__alert"
            />
          )}
          <Form<LoginFields>
            form={form}
            layout="vertical"
            requiredMark={false}
            size="large"
            name="login"
            initialValues={{ loginname: initialLoginname, remember: initialLoginname !== '' }}
            onFinish={(fields) => void onFinish(fields)}
          >
            <Form.Item
              label={t('login.username')}
              name="loginname"
              rules={[
                { required: true, whitespace: true, message: t('login.usernameRequired') },
                tooLongRule(t, 64),
              ]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('login.usernamePlaceholder')}
                autoComplete="username"
                count={lengthCount(64)}
                onBlur={onUsernameBlur}
              />
            </Form.Item>
            <Form.Item
              label={t('login.password')}
              name="password"
              rules={[
                { required: true, message: t('login.passwordRequired') },
                tooLongRule(t, 128),
              ]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                count={lengthCount(128)}
              />
            </Form.Item>
            {captcha.required && (
              <CaptchaField
                image={captcha.image}
                onRefresh={() =>
                  void refreshCaptcha(String(form.getFieldValue('loginname') ?? '').trim(), true)
                }
                className="lf-login__captcha"
                inputId="login_vcode"
                placeholder={t('login.vcodePlaceholder')}
              />
            )}
            <Flex justify="space-between" align="center" className="lf-login__options">
              <Form.Item name="remember" valuePropName="checked" noStyle>
                <Checkbox>{t('login.remember')}</Checkbox>
              </Form.Item>
              <Link to="/findpwd" data-testid="forgot-password">
                {t('login.forgot')}
              </Link>
            </Flex>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={loginMutation.isPending}
              data-testid="login-submit"
            >
              {t('login.submit')}
            </Button>
          </Form>
        </section>
      </main>
    </div>
  );
}
