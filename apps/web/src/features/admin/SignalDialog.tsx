import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALARM_RULE_KINDS, type SignalDefinition, type SignalFieldsInput } from '@lf/protocol';
import {
  AddressFields,
  addressValues,
  FormCell,
  FormGrid,
  FULL_WIDTH,
  type Addressing,
} from './signalAddressing';

export type SignalFormValues = Omit<SignalFieldsInput, 'alarmRules' | 'confirmWrite'> & {
  alarmRules?: { kind: string; value: number; level?: number; text?: string; textEn?: string }[];
  /** '' leaves it to the data type. */
  confirmWrite?: '' | 'true' | 'false';
};

/** The form's choice for a stored setting (null: by data type). */
const confirmChoice = (stored: boolean | null): '' | 'true' | 'false' =>
  stored === null ? '' : stored ? 'true' : 'false';

const EMPTY: Partial<SignalFormValues> = {
  area: 'holding',
  dataType: 'uint16',
  wordOrder: 'ABCD',
  scale: 1,
  offset: 0,
  access: 'r',
  alarmRules: [],
  confirmWrite: '',
};

/**
 * Adds or edits one signal: its address as the equipment's driver takes it (./signalAddressing),
 * scale, range and alarm rules.
 */
export function SignalDialog({
  open,
  signal,
  addressing,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  signal: SignalDefinition | undefined;
  addressing: Addressing;
  saving: boolean;
  onSave: (values: SignalFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignalFormValues>();
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={signal ? t('admin.edit') : t('admin.add')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
    >
      <Form<SignalFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          signal
            ? {
                ...signal,
                ...addressValues(signal, addressing),
                min: signal.min ?? undefined,
                max: signal.max ?? undefined,
                confirmWrite: confirmChoice(signal.confirmWrite),
              }
            : EMPTY
        }
        onFinish={onSave}
      >
        <FormGrid>
          <FormCell>
            <Form.Item
              name="name"
              label={t('admin.signal.name')}
              rules={[{ required: true, max: 64 }]}
            >
              <Input style={FULL_WIDTH} />
            </Form.Item>
          </FormCell>
          <FormCell>
            <Form.Item name="unit" label={t('admin.signal.unit')} rules={[{ max: 16 }]}>
              <Input style={FULL_WIDTH} />
            </Form.Item>
          </FormCell>
          <FormCell>
            <Form.Item name="access" label={t('admin.signal.access')}>
              <Select
                style={FULL_WIDTH}
                options={[
                  { value: 'r', label: t('admin.signal.read') },
                  { value: 'rw', label: t('admin.signal.readWrite') },
                ]}
              />
            </Form.Item>
          </FormCell>
          <AddressFields addressing={addressing} />
          <FormCell>
            <Form.Item name="scale" label={t('admin.signal.scale')} rules={[{ required: true }]}>
              <InputNumber style={FULL_WIDTH} />
            </Form.Item>
          </FormCell>
          <FormCell>
            <Form.Item name="offset" label={t('admin.signal.offset')}>
              <InputNumber style={FULL_WIDTH} />
            </Form.Item>
          </FormCell>
          <FormCell>
            <Form.Item name="min" label={t('admin.signal.min')}>
              <InputNumber style={FULL_WIDTH} />
            </Form.Item>
          </FormCell>
          <FormCell>
            <Form.Item name="max" label={t('admin.signal.max')}>
              <InputNumber style={FULL_WIDTH} />
            </Form.Item>
          </FormCell>
          <FormCell wide>
            <Form.Item name="confirmWrite" label={t('admin.signalWrite.confirmWrite')}>
              <Select
                style={FULL_WIDTH}
                aria-label={t('admin.signalWrite.confirmWrite')}
                options={[
                  { value: '', label: t('admin.signalWrite.confirmByType') },
                  { value: 'true', label: t('admin.signalWrite.confirmAlways') },
                  { value: 'false', label: t('admin.signalWrite.confirmNever') },
                ]}
              />
            </Form.Item>
          </FormCell>
        </FormGrid>
        <Form.List name="alarmRules">
          {(fields, { add, remove }) => (
            <Form.Item label={t('admin.signal.alarmRules')}>
              {fields.map((field) => (
                <Space key={field.key} wrap align="baseline">
                  <Form.Item name={[field.name, 'kind']} rules={[{ required: true }]}>
                    <Select
                      aria-label={t('admin.signal.alarmKind')}
                      style={{ width: 90 }}
                      options={ALARM_RULE_KINDS.map((k) => ({
                        value: k,
                        label: t(`admin.signal.${k}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} rules={[{ required: true }]}>
                    <InputNumber
                      aria-label={t('admin.signal.alarmValue')}
                      placeholder={t('admin.signal.alarmValue')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'level']}>
                    <InputNumber
                      aria-label={t('admin.signal.alarmLevel')}
                      min={1}
                      max={3}
                      placeholder={t('admin.signal.alarmLevel')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'text']}>
                    <Input
                      aria-label={t('admin.signal.alarmText')}
                      placeholder={t('admin.signal.alarmText')}
                      maxLength={100}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'textEn']}>
                    <Input
                      aria-label={t('admin.signalWrite.alarmTextEn')}
                      placeholder={t('admin.signalWrite.alarmTextEn')}
                      maxLength={100}
                    />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'high', level: 1 })}
              >
                {t('admin.signal.addRule')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
