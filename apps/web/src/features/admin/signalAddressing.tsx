import { Form, Input, InputNumber, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatMessage,
  MESSAGES,
  MODBUS_AREAS,
  parseS7Address,
  S7_ADDRESS_MESSAGE,
  S7_DATA_TYPE,
  SIGNAL_DATA_TYPES,
  textIn,
  WORD_ORDERS,
  type ProtocolId,
  type SignalDefinition,
} from '@lf/protocol';
import { currentLocale } from '../../i18n/i18n';

/**
 * How a signal is addressed depends on its equipment's driver: Modbus by area and register
 * (also without a driver, as before drivers had a choice), OPC UA by NodeId, S7 by S7 address.
 * The signal table's address columns and the signal form's address fields follow it.
 */
export type Addressing = 'modbus' | 'opcua' | 's7';

export function addressingOf(protocol: ProtocolId | null | undefined): Addressing {
  return protocol === 'opcua' || protocol === 's7' ? protocol : 'modbus';
}

/** The address columns of the signal table. */
export function addressColumns(
  addressing: Addressing,
  t: TFunction,
): ColumnsType<SignalDefinition> {
  const dataType = { title: t('admin.signal.dataType'), dataIndex: 'dataType' };
  if (addressing === 'modbus') {
    return [
      {
        title: t('admin.signal.area'),
        dataIndex: 'area',
        render: (area: SignalDefinition['area']) => t(`admin.signal.areas.${area}`),
      },
      { title: t('admin.signal.address'), dataIndex: 'address' },
      dataType,
      { title: t('admin.signal.wordOrder'), dataIndex: 'wordOrder' },
    ];
  }
  return [
    {
      title: t(
        addressing === 'opcua' ? 'admin.signalAddress.nodeId' : 'admin.signalAddress.s7Address',
      ),
      dataIndex: 'pointAddress',
      render: (address: string | undefined) => address ?? '—',
    },
    dataType,
  ];
}

/** The S7 address's rule-by-rule check, in the words the server would use. */
function checkS7Address(label: string, value: unknown): Promise<void> {
  if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
  const parsed = parseS7Address(value);
  if (parsed.ok) return Promise.resolve();
  const text = textIn(MESSAGES[S7_ADDRESS_MESSAGE[parsed.error]], currentLocale());
  return Promise.reject(new Error(formatMessage(text, { field: label })));
}

function S7TypeHint() {
  const { t } = useTranslation();
  const address: unknown = Form.useWatch('s7Address');
  const parsed = typeof address === 'string' ? parseS7Address(address) : null;
  return parsed?.ok ? (
    <Typography.Text type="secondary" data-testid="s7-type">
      {t('admin.signalAddress.s7Type', {
        type: parsed.address.type,
        dataType: S7_DATA_TYPE[parsed.address.type],
      })}
    </Typography.Text>
  ) : (
    t('admin.signalAddress.s7AddressHint')
  );
}

/** The address fields of the signal form. */
export function AddressFields({ addressing }: { addressing: Addressing }) {
  const { t } = useTranslation();
  const dataTypeField = (
    <Form.Item name="dataType" label={t('admin.signal.dataType')} rules={[{ required: true }]}>
      <Select
        style={{ width: 120 }}
        options={SIGNAL_DATA_TYPES.map((d) => ({ value: d, label: d }))}
      />
    </Form.Item>
  );
  if (addressing === 's7') {
    const label = t('admin.signalAddress.s7Address');
    return (
      <Form.Item
        name="s7Address"
        label={label}
        extra={<S7TypeHint />}
        rules={[{ required: true }, { validator: (_, value) => checkS7Address(label, value) }]}
      >
        <Input style={{ width: 240 }} placeholder="DB1,REAL4" />
      </Form.Item>
    );
  }
  if (addressing === 'opcua') {
    return (
      <>
        <Form.Item
          name="nodeId"
          label={t('admin.signalAddress.nodeId')}
          extra={t('admin.signalAddress.nodeIdHint')}
          rules={[{ required: true, max: 512 }]}
        >
          <Input style={{ width: 360 }} placeholder="ns=1;s=Name" />
        </Form.Item>
        {dataTypeField}
      </>
    );
  }
  return (
    <>
      <Form.Item name="area" label={t('admin.signal.area')} rules={[{ required: true }]}>
        <Select
          style={{ width: 160 }}
          options={MODBUS_AREAS.map((a) => ({ value: a, label: t(`admin.signal.areas.${a}`) }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('admin.signal.address')} rules={[{ required: true }]}>
        <InputNumber min={0} max={65535} precision={0} />
      </Form.Item>
      {dataTypeField}
      <Form.Item name="wordOrder" label={t('admin.signal.wordOrder')}>
        <Select style={{ width: 100 }} options={WORD_ORDERS.map((w) => ({ value: w, label: w }))} />
      </Form.Item>
    </>
  );
}

/** The form's address field of a stored signal (its point's address, for OPC UA and S7). */
export function addressValues(
  signal: SignalDefinition,
  addressing: Addressing,
): { nodeId?: string; s7Address?: string } {
  if (addressing === 'opcua') return { nodeId: signal.pointAddress ?? '' };
  if (addressing === 's7') return { s7Address: signal.pointAddress ?? '' };
  return {};
}
