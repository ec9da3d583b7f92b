import { useState, type ReactNode } from 'react';
import { Button, Form } from 'antd';
import { useFailure } from './useFailure';
import { FailureAlert } from './FailureAlert';

/**
 * A step form of an account flow (find password, security setup): the call's refusal above the
 * fields, the step's button below, spinning while `submit` runs; `onDone` follows a success.
 */
export function FlowForm<Fields extends object>({
  submit,
  onDone,
  submitText,
  children,
}: {
  submit: (fields: Fields) => Promise<unknown>;
  onDone?: () => void;
  submitText: string;
  children: ReactNode;
}) {
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  const onFinish = async (fields: Fields) => {
    setBusy(true);
    const ok = await attempt(() => submit(fields));
    setBusy(false);
    if (ok) onDone?.();
  };
  return (
    <Form<Fields>
      layout="vertical"
      requiredMark={false}
      onFinish={(fields) => void onFinish(fields)}
    >
      <FailureAlert failure={failure} testId="flow-error" />
      {children}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-next">
        {submitText}
      </Button>
    </Form>
  );
}
