import { Form, InputNumber, Select, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignalDefinition } from '@lf/protocol';

// Leaflet and the basemap load only when the form shows the picker, not with the admin screens.
const LocationPicker = lazy(() => import('../map/LocationPicker'));

export interface PositionValues {
  lat?: number | null;
  lng?: number | null;
  latSignalId?: string | null;
  lngSignalId?: string | null;
}

/** The two position signals, each checked again when the other changes. */
const SIGNAL_FIELDS = [
  { name: 'latSignalId', other: 'lngSignalId', label: 'admin.info.latSignal' },
  { name: 'lngSignalId', other: 'latSignalId', label: 'admin.info.lngSignal' },
] as const;

/**
 * Where the equipment is: latitude and longitude typed or picked on a small map, and for a moving
 * equipment (saved, with signals) the two of its signals that report its live position.
 */
export function PositionFields({ signals }: { signals: SignalDefinition[] | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PositionValues>();
  const lat = Form.useWatch('lat', form);
  const lng = Form.useWatch('lng', form);
  const options = (signals ?? []).map((s) => ({ value: s.id, label: s.name }));
  // Both or neither, two different ones (the server refuses the same way).
  const pairRule = {
    validator: async () => {
      const a = form.getFieldValue('latSignalId') as string | null | undefined;
      const b = form.getFieldValue('lngSignalId') as string | null | undefined;
      if (!a && !b) return;
      if (!a || !b || a === b) throw new Error(t('admin.info.positionPair'));
    },
  };
  return (
    <>
      <Space wrap>
        <Form.Item name="lat" label={t('admin.info.lat')}>
          <InputNumber min={-90} max={90} step={0.0001} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="lng" label={t('admin.info.lng')}>
          <InputNumber min={-180} max={180} step={0.0001} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Form.Item extra={t('map.picker.hint')}>
        <Suspense fallback={<div className="lf-map-picker" />}>
          <LocationPicker
            lat={lat}
            lng={lng}
            onPick={(at, along) => form.setFieldsValue({ lat: at, lng: along })}
          />
        </Suspense>
      </Form.Item>
      {signals ? (
        <>
          <Typography.Text strong>{t('admin.info.moving')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('admin.info.movingHelp')}
          </Typography.Paragraph>
          <Space wrap align="start">
            {SIGNAL_FIELDS.map(({ name, other, label }) => (
              <Form.Item
                key={name}
                name={name}
                label={t(label)}
                dependencies={[other]}
                rules={[pairRule]}
              >
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  options={options}
                  style={{ width: 180 }}
                />
              </Form.Item>
            ))}
          </Space>
        </>
      ) : null}
    </>
  );
}
