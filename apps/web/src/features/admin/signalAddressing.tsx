import type { ReactNode } from 'react';
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

/**
 * The signal form's grid: as many columns of at least 180 px as fit (three in the dialog on a
 * desk, one on a phone), so the address block reads as rows beside the other fields rather than
 * one tall column. A CSS grid, not antd's Row: its gutter's negative margins overflow a phone.
 */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="signal-form-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        columnGap: 16,
      }}
    >
      {children}
    </div>
  );
}

/** One cell of `FormGrid`; a wide one (a NodeId, an S7 address) takes a whole row. */
export function FormCell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div style={wide ? { gridColumn: '1 / -1' } : undefined}>{children}</div>;
}

/** A field filling its cell. */
export const FULL_WIDTH = { width: '100%' } as const;

/** The address fields of the signal form, as cells of its grid. */
export function AddressFields({ addressing }: { addressing: Addressing }) {
  const { t } = useTranslation();
  const dataTypeField = (
    <FormCell>
      <Form.Item name="dataType" label={t('admin.signal.dataType')} rules={[{ required: true }]}>
        <Select
          style={FULL_WIDTH}
          options={SIGNAL_DATA_TYPES.map((d) => ({ value: d, label: d }))}
        />
      </Form.Item>
    </FormCell>
  );
  if (addressing === 's7') {
    const label = t('admin.signalAddress.s7Address');
    return (
      <FormCell wide>
        <Form.Item
          name="s7Address"
          label={label}
          extra={<S7TypeHint />}
          rules={[{ required: true }, { validator: (_, value) => checkS7Address(label, value) }]}
        >
          <Input style={FULL_WIDTH} placeholder="DB1,REAL4" />
        </Form.Item>
      </FormCell>
    );
  }
  if (addressing === 'opcua') {
    return (
      <>
        <FormCell wide>
          <Form.Item
            name="nodeId"
            label={t('admin.signalAddress.nodeId')}
            extra={t('admin.signalAddress.nodeIdHint')}
            rules={[{ required: true, max: 512 }]}
          >
            <Input style={FULL_WIDTH} placeholder="ns=1;s=Name" />
          </Form.Item>
        </FormCell>
        {dataTypeField}
      </>
    );
  }
  return (
    <>
      <FormCell>
        <Form.Item name="area" label={t('admin.signal.area')} rules={[{ required: true }]}>
          <Select
            style={FULL_WIDTH}
            options={MODBUS_AREAS.map((a) => ({ value: a, label: t(`admin.signal.areas.${a}`) }))}
          />
        </Form.Item>
      </FormCell>
      <FormCell>
        <Form.Item name="address" label={t('admin.signal.address')} rules={[{ required: true }]}>
          <InputNumber style={FULL_WIDTH} min={0} max={65535} precision={0} />
        </Form.Item>
      </FormCell>
      {dataTypeField}
      <FormCell>
        <Form.Item name="wordOrder" label={t('admin.signal.wordOrder')}>
          <Select style={FULL_WIDTH} options={WORD_ORDERS.map((w) => ({ value: w, label: w }))} />
        </Form.Item>
      </FormCell>
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
