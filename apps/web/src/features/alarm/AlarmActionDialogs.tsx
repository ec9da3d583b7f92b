import { App, Form, Input, InputNumber, Modal, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ALARM_SHELVE_MAX_MINUTES, type AlarmActionResult } from '@lf/protocol';
import {
  acknowledgeAlarms,
  alarmKeys,
  setAlarmService,
  setEquipmentMaintenance,
  shelveAlarms,
} from './api';
import { CUSTOM, SHELVE_CHOICES, SHIFT_MINUTES } from './shelveChoices';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

interface DialogProps {
  ids: string[];
  open: boolean;
  onClose: (done: boolean) => void;
}

/**
 * An action on alarms from a dialog: when done, says how many changed (`done`, a text key with
 * the count), empties the form, re-reads every alarm query and closes the dialog.
 */
type DoneText =
  | 'alarm.ackDialog.done'
  | 'alarm.shelveDialog.done'
  | 'alarm.serviceDialog.doneIn'
  | 'alarm.serviceDialog.doneOut'
  | 'alarm.maintenanceDialog.doneOn'
  | 'alarm.maintenanceDialog.doneOff';

function useAlarmAction<V>(
  run: (values: V) => Promise<AlarmActionResult>,
  done: DoneText,
  form: FormInstance,
  onClose: (done: boolean) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      void message.success(t(done, { count: result.changed }));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: alarmKeys.all });
      onClose(true);
    },
  });
}

/**
 * The dialog of an action: a vertical form whose OK submits it (confirm, unless named), Cancel
 * closes it unchanged.
 */
function ActionModal<V>(props: {
  open: boolean;
  title: string;
  okText?: string;
  pending: boolean;
  form: FormInstance<V>;
  onClose: (done: boolean) => void;
  onFinish: (values: V) => void;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={props.pending}
      onOk={() => props.form.submit()}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
    >
      <Form
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={props.onFinish}
      >
        {props.children}
      </Form>
    </Modal>
  );
}

/** The reason an operator must give (for the journal); Enter submits. */
function ReasonField({ form, required }: { form: FormInstance; required: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="reason"
      label={t('alarm.shelveDialog.reason')}
      rules={[{ required: true, whitespace: true, message: required }, tooLongRule(t, 200)]}
    >
      <Input
        count={lengthCount(200)}
        autoFocus
        aria-label={t('alarm.shelveDialog.reason')}
        onPressEnter={(event) => {
          // Submitted once: the browser's own submit of a lone field would send it twice.
          event.preventDefault();
          form.submit();
        }}
      />
    </Form.Item>
  );
}

/** Acknowledge the chosen alarms with an optional comment (Enter submits). */
export function AcknowledgeDialog({ ids, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  const ack = useAlarmAction(
    (comment: string) => acknowledgeAlarms(ids, comment),
    'alarm.ackDialog.done',
    form,
    onClose,
  );
  return (
    <ActionModal
      open={open}
      title={t('alarm.ackDialog.title', { count: ids.length })}
      okText={t('alarm.summary.acknowledge')}
      pending={ack.isPending}
      form={form}
      onClose={onClose}
      onFinish={(values) => ack.mutate(values.comment?.trim() ?? '')}
    >
      <Form.Item name="comment" label={t('alarm.ackDialog.comment')} rules={[tooLongRule(t, 200)]}>
        <Input count={lengthCount(200)} autoFocus aria-label={t('alarm.ackDialog.comment')} />
      </Form.Item>
    </ActionModal>
  );
}

/** The label of a shelve choice: minutes, hours, one shift, or custom. */
function choiceLabel(minutes: number, t: TFunction): string {
  if (minutes === CUSTOM) return t('alarm.shelveDialog.custom');
  if (minutes === SHIFT_MINUTES) return t('alarm.shelveDialog.shift', { count: minutes / 60 });
  if (minutes < 60) return t('alarm.shelveDialog.minutes', { count: minutes });
  return t('alarm.shelveDialog.hours', { count: minutes / 60 });
}

/** Shelve the chosen alarms for a duration (a choice, or minutes up to the bound) with a reason. */
export function ShelveDialog({ ids, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ choice: number; custom?: number; reason: string }>();
  const choice = Form.useWatch('choice', form);
  const shelve = useAlarmAction(
    (values: { minutes: number; reason: string }) =>
      shelveAlarms(ids, values.minutes, values.reason.trim()),
    'alarm.shelveDialog.done',
    form,
    onClose,
  );
  const bound = t('alarm.shelveDialog.customBound', {
    hours: ALARM_SHELVE_MAX_MINUTES / 60,
    minutes: ALARM_SHELVE_MAX_MINUTES,
  });
  return (
    <ActionModal
      open={open}
      title={t('alarm.shelveDialog.title', { count: ids.length })}
      pending={shelve.isPending}
      form={form}
      onClose={onClose}
      initialValues={{ choice: 60 }}
      onFinish={(values) =>
        shelve.mutate({
          minutes: values.choice === CUSTOM ? (values.custom ?? 0) : values.choice,
          reason: values.reason,
        })
      }
    >
      <Form.Item name="choice" label={t('alarm.shelveDialog.duration')}>
        <Select
          aria-label={t('alarm.shelveDialog.duration')}
          options={SHELVE_CHOICES.map((minutes) => ({
            value: minutes,
            label: choiceLabel(minutes, t),
          }))}
        />
      </Form.Item>
      {choice === CUSTOM && (
        <Form.Item
          name="custom"
          label={t('alarm.shelveDialog.customMinutes')}
          extra={bound}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: ALARM_SHELVE_MAX_MINUTES,
              message: bound,
            },
          ]}
        >
          <InputNumber
            min={1}
            max={ALARM_SHELVE_MAX_MINUTES}
            precision={0}
            style={{ width: '100%' }}
            aria-label={t('alarm.shelveDialog.customMinutes')}
          />
        </Form.Item>
      )}
      <ReasonField form={form} required={t('alarm.shelveDialog.reasonRequired')} />
    </ActionModal>
  );
}

/**
 * Takes the chosen alarms' points out of service (maintenance, a failed instrument: they stay
 * out of the summary until put back) or puts them back in service, with a reason for the
 * journal.
 */
export function ServiceDialog({
  ids,
  open,
  onClose,
  inService,
}: DialogProps & { inService: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const service = useAlarmAction(
    (reason: string) => setAlarmService(ids, inService, reason.trim()),
    inService ? 'alarm.serviceDialog.doneIn' : 'alarm.serviceDialog.doneOut',
    form,
    onClose,
  );
  return (
    <ActionModal
      open={open}
      title={t(inService ? 'alarm.serviceDialog.titleIn' : 'alarm.serviceDialog.titleOut', {
        count: ids.length,
      })}
      pending={service.isPending}
      form={form}
      onClose={onClose}
      onFinish={(values) => service.mutate(values.reason)}
    >
      {!inService && <p>{t('alarm.serviceDialog.hint')}</p>}
      <ReasonField form={form} required={t('alarm.serviceDialog.reasonRequired')} />
    </ActionModal>
  );
}

/** The equipment of a selected alarm, and whether it is in maintenance now. */
export interface MaintenanceTarget {
  id: string;
  name: string;
  inMaintenance: boolean;
}

/**
 * Puts the equipment of the chosen alarm into maintenance with a reason (its alarms are
 * suppressed by design: recorded, not shown or sent) or ends the maintenance.
 */
export function MaintenanceDialog({
  equipment,
  open,
  onClose,
}: {
  equipment: MaintenanceTarget | null;
  open: boolean;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const starting = !equipment?.inMaintenance;
  const maintenance = useAlarmAction(
    (reason: string) => setEquipmentMaintenance(equipment?.id ?? '', starting, reason),
    starting ? 'alarm.maintenanceDialog.doneOn' : 'alarm.maintenanceDialog.doneOff',
    form,
    onClose,
  );
  return (
    <ActionModal
      open={open && equipment !== null}
      title={t(starting ? 'alarm.maintenanceDialog.titleOn' : 'alarm.maintenanceDialog.titleOff', {
        name: equipment?.name ?? '',
      })}
      pending={maintenance.isPending}
      form={form}
      onClose={onClose}
      onFinish={(values) => maintenance.mutate(values.reason?.trim() ?? '')}
    >
      <p>{t('alarm.maintenanceDialog.hint')}</p>
      {starting && (
        <ReasonField form={form} required={t('alarm.maintenanceDialog.reasonRequired')} />
      )}
    </ActionModal>
  );
}
