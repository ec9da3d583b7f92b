import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, takeReturnPath } from '../../app/sessionGate';
import { toast } from '../../app/toast';
import { LanguageSwitch } from '../../app/shell/LanguageSwitch';
import { fetchUserInfo } from '../account/api';
import { accountKeys, useLogout } from '../account/queries';
import { NewPasswordFields } from '../account/security/NewPasswordFields';
import { useFailure } from '../account/security/useFailure';
import { FailureAlert } from '../account/security/FailureAlert';
import { useSession } from '../../state/session';
import { changeOwnPassword } from './api';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

interface Fields {
  oldPassword: string;
  password: string;
  confirm: string;
}

/**
 * /password/change: the current password and a new one twice. Every logged-in route leads here
 * while user info says mustChangePassword; after the change the person continues where they were
 * going (RequirePasswordChange remembered it).
 */
export default function PasswordChangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUser = useSession((state) => state.setUser);
  const logout = useLogout();
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ oldPassword, password }: Fields) => {
    setBusy(true);
    const ok = await attempt(async () => {
      await changeOwnPassword(oldPassword, password);
      const user = await fetchUserInfo({ quiet: true });
      queryClient.setQueryData(accountKeys.userInfo, user);
      setUser(user);
    });
    setBusy(false);
    if (!ok) return;
    toast.success(t('users.forced.done'));
    void navigate(takeReturnPath(), { replace: true });
  };

  return (
    <Flex justify="center" align="flex-start" style={{ padding: '48px 16px' }}>
      <Card
        style={{ width: '100%', maxWidth: 440 }}
        title={
          <Flex justify="space-between" align="center" gap={8}>
            <span>
              <LockOutlined /> {t('users.forced.title')}
            </span>
            <LanguageSwitch remember={false} />
          </Flex>
        }
        data-testid="password-change"
      >
        <Typography.Paragraph type="secondary">{t('users.forced.intro')}</Typography.Paragraph>
        <Form<Fields>
          layout="vertical"
          requiredMark={false}
          onFinish={(fields) => void onFinish(fields)}
        >
          <FailureAlert failure={failure} testId="password-change-error" />
          <Form.Item
            label={t('users.forced.oldPassword')}
            name="oldPassword"
            rules={[
              { required: true, message: t('users.forced.oldPasswordRequired') },
              tooLongRule(t, 128),
            ]}
          >
            <Input.Password autoComplete="current-password" count={lengthCount(128)} />
          </Form.Item>
          <NewPasswordFields />
          <Flex gap={8} justify="space-between" wrap="wrap">
            <Button
              onClick={() =>
                logout.mutate(undefined, {
                  onSettled: () => void navigate(LOGIN_PATH, { replace: true }),
                })
              }
            >
              {t('users.forced.logout')}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('users.forced.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
