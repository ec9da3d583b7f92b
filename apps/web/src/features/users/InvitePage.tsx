import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { inviteAcceptResponse, inviteInfo } from '@lf/protocol';
import { ApiError, call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { currentLocale } from '../../i18n/i18n';
import { LanguageSwitch } from '../../app/shell/LanguageSwitch';
import { NewPasswordFields } from '../account/security/NewPasswordFields';
import { useFailure } from '../account/security/useFailure';
import { FailureAlert } from '../account/security/FailureAlert';

const checkInvite = (token: string) =>
  call('/lfscada/user/invite/check', inviteInfo, { token }, { quiet: true });
const acceptInvite = (token: string, password: string) =>
  call('/lfscada/user/invite/accept', inviteAcceptResponse, { token, password }, { quiet: true });

/**
 * /invite?token=…: the page an invitation e-mail opens. It names the account the link is for and
 * sets its first password; the link works once (the server says when it is used up or expired).
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const info = useQuery({
    queryKey: ['invite', token],
    queryFn: () => checkInvite(token),
    enabled: token !== '',
    retry: false,
  });
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const toLogin = (
    <Link to="/login">
      <Button type="primary">{t('users.invite.toLogin')}</Button>
    </Link>
  );

  let body;
  if (done) {
    body = <Result status="success" title={t('users.invite.done')} extra={toLogin} />;
  } else if (token === '' || info.isError) {
    const reason =
      info.error instanceof ApiError
        ? errorText(info.error, t, currentLocale())
        : t('users.invite.noToken');
    body = (
      <Result
        status="warning"
        title={t('users.invite.invalid')}
        subTitle={reason}
        extra={toLogin}
      />
    );
  } else if (!info.data) {
    body = <Skeleton active />;
  } else {
    body = (
      <Form<{ password: string; confirm: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) => {
          setBusy(true);
          void attempt(() => acceptInvite(token, password)).then((ok) => {
            setBusy(false);
            if (ok) setDone(true);
          });
        }}
      >
        <Typography.Paragraph>
          {t('users.invite.for', { name: info.data.displayName, loginname: info.data.loginname })}
        </Typography.Paragraph>
        <FailureAlert failure={failure} />
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('users.invite.submit')}
        </Button>
      </Form>
    );
  }

  return (
    <Flex justify="center" align="flex-start" style={{ padding: '48px 16px', minHeight: '100vh' }}>
      <Card
        style={{ width: '100%', maxWidth: 440 }}
        title={
          <Flex justify="space-between" align="center" gap={8}>
            <span>{t('users.invite.title')}</span>
            <LanguageSwitch />
          </Flex>
        }
        data-testid="invite"
      >
        {body}
      </Card>
    </Flex>
  );
}
