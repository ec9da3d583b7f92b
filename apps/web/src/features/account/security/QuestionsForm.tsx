import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECURITY } from '@lf/protocol';
import { useFailure } from './useFailure';
import { FailureAlert } from './FailureAlert';
import { lengthCount, tooLongRule } from '../../common/lengthLimit';

interface Props {
  load: () => Promise<string[]>;
  queryKey: readonly unknown[];
  submit: (answers: string[]) => Promise<unknown>;
}

/** Answer the account's three security questions. */
export function QuestionsForm({ load, queryKey, submit }: Props) {
  const { t } = useTranslation();
  const questions = useQuery({ queryKey, queryFn: load, staleTime: Infinity, retry: false });
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  if (!questions.data) return <Skeleton active />;
  const onFinish = async (fields: Record<string, string>) => {
    setBusy(true);
    await attempt(() => submit(questions.data.map((_, index) => fields[`answer${index}`] ?? '')));
    setBusy(false);
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(fields) => void onFinish(fields)}>
      <FailureAlert failure={failure} testId="flow-error" />
      {questions.data.map((question, index) => (
        <Form.Item
          key={question}
          label={question}
          name={`answer${index}`}
          rules={[
            { required: true, whitespace: true, message: t('security.answerRequired') },
            tooLongRule(t, SECURITY.answerMax),
          ]}
        >
          <Input count={lengthCount(SECURITY.answerMax)} autoComplete="off" />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-next">
        {t('security.next')}
      </Button>
    </Form>
  );
}
