import { useQuery } from '@tanstack/react-query';
import { Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECURITY } from '@lf/protocol';
import { FlowForm } from './FlowForm';
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
  if (!questions.data) return <Skeleton active />;
  const asked = questions.data;
  return (
    <FlowForm<Record<string, string>>
      submit={(fields) => submit(asked.map((_, index) => fields[`answer${index}`] ?? ''))}
      submitText={t('security.next')}
    >
      {asked.map((question, index) => (
        <AnswerField key={question} label={question} index={index} />
      ))}
    </FlowForm>
  );
}

/** The answer to the form's question `index` (the form's `answer{index}`), as setting and answering ask it. */
export function AnswerField({ label, index }: { label: string; index: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      name={`answer${index}`}
      rules={[
        { required: true, whitespace: true, message: t('security.answerRequired') },
        tooLongRule(t, SECURITY.answerMax),
      ]}
    >
      <Input count={lengthCount(SECURITY.answerMax)} autoComplete="off" />
    </Form.Item>
  );
}
