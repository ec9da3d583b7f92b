import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@lf/protocol';
import { useAddFeedback } from '../../features/account/queries';
import { toast } from '../toast';
import { lengthCount, tooLongRule } from '../../features/common/lengthLimit';

const FEEDBACK_MAX = 2000;

interface FeedbackFields {
  content: string;
  contact?: string;
}

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackFields>();
  const addFeedback = useAddFeedback();

  const submit = async () => {
    const fields = await form.validateFields();
    await addFeedback.mutateAsync({
      content: fields.content.trim(),
      contact: fields.contact?.trim() || undefined,
    });
    toast.success(t('feedback.thanks'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      okText={t('feedback.submit')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={addFeedback.isPending}
      destroyOnHidden
      data-testid="feedback-dialog"
    >
      <Form<FeedbackFields> form={form} layout="vertical" name="feedback" preserve={false}>
        <Form.Item
          label={t('feedback.content')}
          name="content"
          rules={[
            {
              validator: (_rule, value: unknown) => {
                const length = typeof value === 'string' ? value.trim().length : 0;
                if (length < LIMITS.feedbackMin) {
                  return Promise.reject(new Error(t('feedback.contentTooShort')));
                }
                if (length > FEEDBACK_MAX) {
                  return Promise.reject(new Error(t('feedback.contentTooLong')));
                }
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea
            rows={5}
            count={{ show: true, max: FEEDBACK_MAX }}
            placeholder={t('feedback.contentPlaceholder')}
          />
        </Form.Item>
        <Form.Item label={t('feedback.contact')} name="contact" rules={[tooLongRule(t, 100)]}>
          <Input count={lengthCount(100)} placeholder={t('feedback.contactPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
