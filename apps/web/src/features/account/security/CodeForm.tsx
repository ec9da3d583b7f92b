import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SECURITY, sendCodeResponse, type SendCodeResponse } from '@lf/protocol';
import { ApiError } from '../../../api/client';
import { useFailure } from './useFailure';
import { FailureAlert } from './FailureAlert';
import { lengthCount } from '../../common/lengthLimit';

/** `data` of a refused send: how long until the next code may go. */
const waitData = sendCodeResponse.pick({ resendIn: true });

interface Props {
  /** Sends a code (given the values of `sendFields`); the answer says when the next may go. */
  send: (fields: Record<string, string>) => Promise<SendCodeResponse>;
  submit: (code: string, fields: Record<string, string>) => Promise<unknown>;
  /** Where the code goes, masked, before one is sent. */
  destination?: string;
  /** The demo writes mails to the server log: say so beside the button. */
  demoMail?: boolean;
  submitLabel?: string;
  /** Fields above the code (e.g. the new address to bind). */
  children?: React.ReactNode;
  /** Names of those fields, validated before a code is sent. */
  sendFields?: string[];
}

/** Send a 6-digit code (with the wait until the next one counted down) and enter it. */
export function CodeForm({
  send,
  submit,
  destination,
  demoMail,
  submitLabel,
  children,
  sendFields = [],
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const { failure, attempt } = useFailure();
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** Seconds until the next code may be sent, counted down once a second. */
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState<'send' | 'submit' | null>(null);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onSend = async () => {
    let fields: Record<string, string> = {};
    if (sendFields.length > 0) {
      try {
        fields = await form.validateFields(sendFields);
      } catch {
        return;
      }
    }
    setBusy('send');
    await attempt(async () => {
      try {
        const sent = await send(fields);
        setSentTo(sent.sentTo);
        setLeft(sent.resendIn);
      } catch (error) {
        const wait = error instanceof ApiError ? waitData.safeParse(error.data) : undefined;
        if (wait?.success) setLeft(wait.data.resendIn);
        throw error;
      }
    });
    setBusy(null);
  };

  const onFinish = async ({ code = '', ...fields }: Record<string, string>) => {
    setBusy('submit');
    await attempt(() => submit(code.trim(), fields));
    setBusy(null);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(fields) => void onFinish(fields)}
    >
      {children}
      <FailureAlert failure={failure} testId="flow-error" />
      <Form.Item
        label={t('security.code')}
        required
        extra={
          sentTo ? (
            <span data-testid="code-sent">{t('security.codeSent', { to: sentTo })}</span>
          ) : destination ? (
            t('security.codeWillGo', { to: destination })
          ) : undefined
        }
      >
        <Flex gap={8}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('security.codeRule') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              count={lengthCount(SECURITY.codeLength)}
              placeholder={t('security.codePlaceholder')}
              aria-label={t('security.code')}
            />
          </Form.Item>
          <Button
            onClick={() => void onSend()}
            disabled={left > 0}
            loading={busy === 'send'}
            data-testid="send-code"
          >
            {left > 0
              ? t('security.resendIn', { seconds: left })
              : sentTo
                ? t('security.resend')
                : t('security.send')}
          </Button>
        </Flex>
      </Form.Item>
      {demoMail && (
        <Typography.Paragraph type="secondary" data-testid="demo-mail-hint">
          {t('security.demoMailHint')}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={busy === 'submit'} data-testid="flow-next">
        {submitLabel ?? t('security.next')}
      </Button>
    </Form>
  );
}
