import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { MonitorPageInfo } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';
import { currentLocale } from '../../../i18n/i18n';
import { unlockPage } from '../api';

/** Asks for the page password (monitor/project/page/validPassword) before showing the page. */
export function PasswordGate({
  pageId,
  onUnlocked,
}: {
  pageId: string;
  onUnlocked: (info: MonitorPageInfo) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      onUnlocked(await unlockPage(pageId, password));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? errorText(failure, t, currentLocale())
          : t('project.viewer.wrongPassword'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Card style={{ width: 360 }}>
        <Typography.Title level={4}>
          <LockOutlined /> {t('project.viewer.passwordTitle')}
        </Typography.Title>
        <Form layout="vertical" onFinish={(values: { password: string }) => void submit(values)}>
          <Form.Item
            name="password"
            label={t('project.viewer.password')}
            rules={[{ required: true, message: t('project.viewer.password') }]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.Password autoFocus autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('project.viewer.unlock')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
