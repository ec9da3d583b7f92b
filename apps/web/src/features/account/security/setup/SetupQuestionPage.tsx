import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECURITY } from '@lf/protocol';
import { saveQuestions } from '../api';
import { useFailure } from '../useFailure';
import { FailureAlert } from '../FailureAlert';
import { SetupFrame } from './SetupFrame';
import { finishSetup, useVerifiedTarget } from './useVerifiedTarget';
import { lengthCount, tooLongRule } from '../../../common/lengthLimit';

const SLOTS = Array.from({ length: SECURITY.questionCount }, (_, index) => index);

/** setup/question: three different questions and their answers. */
export default function SetupQuestionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useVerifiedTarget('question');
  const examples = t('security.questionExamples', { returnObjects: true });
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  const onFinish = async (fields: Record<string, string>) => {
    if (!state) return;
    setBusy(true);
    const items = SLOTS.map((index) => ({
      question: (fields[`question${index}`] ?? '').trim(),
      answer: (fields[`answer${index}`] ?? '').trim(),
    }));
    const ok = await attempt(() => saveQuestions(state.ticket, items));
    setBusy(false);
    if (ok) finishSetup(navigate, 'question');
  };
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
    <SetupFrame target="question" step="change">
      {state ? (
        <Form layout="vertical" requiredMark={false} onFinish={(fields) => void onFinish(fields)}>
          <FailureAlert failure={failure} testId="flow-error" />
          <Typography.Paragraph type="secondary">
            {t('security.questionsIntro')}
          </Typography.Paragraph>
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
              <Form.Item
                label={t('security.answerN', { n: index + 1 })}
                name={`answer${index}`}
                rules={[
                  { required: true, whitespace: true, message: t('security.answerRequired') },
                  tooLongRule(t, SECURITY.answerMax),
                ]}
              >
                <Input count={lengthCount(SECURITY.answerMax)} autoComplete="off" />
              </Form.Item>
            </div>
          ))}
          <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-next">
            {t('security.save')}
          </Button>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </SetupFrame>
  );
}
