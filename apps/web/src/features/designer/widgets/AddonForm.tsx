import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { widgetDefinition, type Widget } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../ColourField';
import { addonFields, type AddonField } from './addonFields';
import { widgetModule } from './registry';

type Labels = Record<string, string>;

function FieldInput({
  field,
  value,
  onChange,
  label,
  enumLabels,
}: {
  field: AddonField;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  enumLabels: Labels;
}) {
  switch (field.kind) {
    case 'enum':
      return (
        <Select
          aria-label={label}
          size="small"
          value={value as string}
          onChange={onChange}
          options={field.options.map((option) => ({
            value: option,
            label: enumLabels[option] ?? option,
          }))}
        />
      );
    case 'boolean':
      return (
        <Switch aria-label={label} size="small" checked={value === true} onChange={onChange} />
      );
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          size="small"
          value={value as number | null}
          onChange={(next) => onChange(next ?? (field.nullable ? null : 0))}
          style={{ width: '100%' }}
        />
      );
    case 'colour':
      return <ColourField label={label} value={String(value ?? '')} onChange={onChange} />;
    case 'text':
      return (
        <Input
          aria-label={label}
          size="small"
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'list':
      return null;
  }
}

/**
 * The add-on part of the property panel: one input per add-on field of the widget's type,
 * read from its schema, plus the type's own editor for lists (stages, options, frames).
 */
export function AddonForm({
  widget,
  onChange,
}: {
  widget: Widget;
  onChange: (addon: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const labels = t('project.addon', { returnObjects: true }) as Labels;
  const enumLabels = t('project.enum', { returnObjects: true }) as Labels;
  const module = widgetModule(widget.widgetType);
  const hidden = module.hiddenAddonFields?.(widget) ?? [];
  const fields = addonFields(widgetDefinition(widget.widgetType).addon).filter(
    (f) => f.kind !== 'list' && !hidden.includes(f.key),
  );
  const Extras = module.AddonExtras;
  if (fields.length === 0 && !Extras)
    return <div style={{ color: '#8c8c8c' }}>{t('project.panel.noAddon')}</div>;
  return (
    <Form layout="vertical" size="small">
      {fields.map((field) => {
        const label = labels[field.key] ?? field.key;
        return (
          <Form.Item key={field.key} label={label} style={{ marginBottom: 8 }}>
            <FieldInput
              field={field}
              label={label}
              enumLabels={enumLabels}
              value={widget.dataAddon[field.key]}
              onChange={(value) => onChange({ [field.key]: value })}
            />
          </Form.Item>
        );
      })}
      {Extras ? <Extras widget={widget} onChange={onChange} /> : null}
    </Form>
  );
}
