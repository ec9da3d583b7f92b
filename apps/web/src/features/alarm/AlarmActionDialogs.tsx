import { App, Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { acknowledgeAlarms, alarmKeys, shelveAlarms } from './api';

const SHELVE_MINUTES = [15, 30, 60, 120, 240, 480, 1440];

interface DialogProps {
  ids: string[];
  open: boolean;
  onClose: (done: boolean) => void;
}

/** Acknowledge the chosen alarms with an optional comment (Enter submits). */
export function AcknowledgeDialog({ ids, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ comment?: string }>();
  const ack = useMutation({
    mutationFn: (comment: string) => acknowledgeAlarms(ids, comment),
    onSuccess: async (result) => {
      void message.success(t('alarm.ackDialog.done', { count: result.changed }));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: alarmKeys.all });
      onClose(true);
    },
  });
  return (
    <Modal
      open={open}
      title={t('alarm.ackDialog.title', { count: ids.length })}
      okText={t('alarm.summary.acknowledge')}
      cancelText={t('common.cancel')}
      confirmLoading={ack.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => ack.mutate(values.comment?.trim() ?? '')}
      >
        <Form.Item name="comment" label={t('alarm.ackDialog.comment')}>
          <Input maxLength={200} autoFocus aria-label={t('alarm.ackDialog.comment')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Shelve the chosen alarms for a duration with a reason. */
export function ShelveDialog({ ids, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ minutes: number; reason: string }>();
  const shelve = useMutation({
    mutationFn: (values: { minutes: number; reason: string }) =>
      shelveAlarms(ids, values.minutes, values.reason.trim()),
    onSuccess: async (result) => {
      void message.success(t('alarm.shelveDialog.done', { count: result.changed }));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: alarmKeys.all });
      onClose(true);
    },
  });
  return (
    <Modal
      open={open}
      title={t('alarm.shelveDialog.title', { count: ids.length })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={shelve.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ minutes: 60 }}
        onFinish={(values) => shelve.mutate(values)}
      >
        <Form.Item name="minutes" label={t('alarm.shelveDialog.duration')}>
          <Select
            aria-label={t('alarm.shelveDialog.duration')}
            options={SHELVE_MINUTES.map((minutes) => ({
              value: minutes,
              label:
                minutes < 60
                  ? t('alarm.shelveDialog.minutes', { count: minutes })
                  : t('alarm.shelveDialog.hours', { count: minutes / 60 }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('alarm.shelveDialog.reason')}
          rules={[
            { required: true, whitespace: true, message: t('alarm.shelveDialog.reasonRequired') },
          ]}
        >
          <Input
            maxLength={200}
            autoFocus
            aria-label={t('alarm.shelveDialog.reason')}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
