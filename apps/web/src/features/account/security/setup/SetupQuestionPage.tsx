import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECURITY } from '@lf/protocol';
import { saveQuestions } from '../api';
import { AnswerField } from '../QuestionsForm';
import { SetupChangeForm } from './SetupChangeForm';
import { lengthCount, tooLongRule } from '../../../common/lengthLimit';

const SLOTS = Array.from({ length: SECURITY.questionCount }, (_, index) => index);

/** setup/question: three different questions and their answers. */
export default function SetupQuestionPage() {
  const { t } = useTranslation();
  const examples = t('security.questionExamples', { returnObjects: true });
  const itemsOf = (fields: Record<string, string>) =>
    SLOTS.map((index) => ({
      question: (fields[`question${index}`] ?? '').trim(),
      answer: (fields[`answer${index}`] ?? '').trim(),
    }));
  const distinct =
    (index: number) =>
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: (_: unknown, value: string | undefined) =>
        SLOTS.some(
          (other) =>
            other < index &&
            String(getFieldValue(`question${other}`) ?? '').trim() === (value ?? '').trim(),
        )
          ? Promise.reject(new Error(t('security.questionsDiffer')))
          : Promise.resolve(),
    });
  return (
    <SetupChangeForm<Record<string, string>>
      target="question"
      change={(ticket, fields) => saveQuestions(ticket, itemsOf(fields))}
    >
      <Typography.Paragraph type="secondary">{t('security.questionsIntro')}</Typography.Paragraph>
      {SLOTS.map((index) => (
        <div key={index}>
          <Form.Item
            label={t('security.questionN', { n: index + 1 })}
            name={`question${index}`}
            rules={[
              { required: true, whitespace: true, message: t('security.questionRequired') },
              distinct(index),
              tooLongRule(t, SECURITY.questionMax),
            ]}
          >
            <Input count={lengthCount(SECURITY.questionMax)} placeholder={examples[index]} />
          </Form.Item>
          <AnswerField label={t('security.answerN', { n: index + 1 })} index={index} />
        </div>
      ))}
    </SetupChangeForm>
  );
}
