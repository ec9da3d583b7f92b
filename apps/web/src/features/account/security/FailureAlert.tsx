import { Alert } from 'antd';

/** A form's last failure (useFailure's text) above its fields, announced as it appears. */
export function FailureAlert({ failure, testId }: { failure: string | null; testId?: string }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={failure}
      role="alert"
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
