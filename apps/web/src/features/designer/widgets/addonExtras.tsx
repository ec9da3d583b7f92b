import { Button, Input, InputNumber, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { addonOf } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../ColourField';
import type { AddonPanelProps } from './types';

/** Editors of the add-on lists the generic form cannot show. */

export function DashboardStagesPanel({ widget, onChange }: AddonPanelProps) {
  const { t } = useTranslation();
  const addon = addonOf(widget, 'UsualDashboard');
  if (!addon || addon.type !== 'multistage') return null;
  const stages = addon.stages;
  const set = (next: typeof stages) => onChange({ stages: next });
  return (
    <div>
      <div style={{ marginBottom: 4 }}>{t('project.addon.stages')}</div>
      {stages.map((stage, index) => (
        <Space key={index} size={4} style={{ marginBottom: 4 }}>
          <InputNumber
            size="small"
            aria-label={`${t('project.addon.stages')} ${index + 1}`}
            value={stage.value}
            onChange={(value) =>
              set(stages.map((s, i) => (i === index ? { ...s, value: Number(value ?? 0) } : s)))
            }
          />
          <ColourField
            label={`${t('project.addon.color')} ${index + 1}`}
            value={stage.color}
            onChange={(color) => set(stages.map((s, i) => (i === index ? { ...s, color } : s)))}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('project.remove')}
            disabled={stages.length <= 1}
            onClick={() => set(stages.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => set([...stages, { value: addon.maxVal, color: '#F56C6C' }])}
      >
        {t('project.add')}
      </Button>
    </div>
  );
}

export function DropdownOptionsPanel({ widget, onChange }: AddonPanelProps) {
  const { t } = useTranslation();
  const addon = addonOf(widget, 'UsualDropdown');
  if (!addon) return null;
  const options = addon.options;
  const set = (next: typeof options) => onChange({ options: next });
  return (
    <div>
      <div style={{ marginBottom: 4 }}>{t('project.addon.options')}</div>
      {options.map((option, index) => (
        <Space key={index} size={4} style={{ marginBottom: 4 }}>
          <Input
            size="small"
            placeholder={t('project.panel.optionLabel')}
            aria-label={`${t('project.panel.optionLabel')} ${index + 1}`}
            value={option.label}
            onChange={(event) =>
              set(options.map((o, i) => (i === index ? { ...o, label: event.target.value } : o)))
            }
          />
          <Input
            size="small"
            placeholder={t('project.panel.optionValue')}
            aria-label={`${t('project.panel.optionValue')} ${index + 1}`}
            value={option.value}
            onChange={(event) =>
              set(options.map((o, i) => (i === index ? { ...o, value: event.target.value } : o)))
            }
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('project.remove')}
            onClick={() => set(options.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() =>
          set([...options, { label: String(options.length + 1), value: String(options.length) }])
        }
      >
        {t('project.add')}
      </Button>
    </div>
  );
}

export function AnimationFramesPanel({ widget, onChange }: AddonPanelProps) {
  const { t } = useTranslation();
  const addon = addonOf(widget, 'UsualAnimation');
  if (!addon) return null;
  const frames = addon.frames;
  return (
    <div>
      <div style={{ marginBottom: 4 }}>{t('project.addon.frames')}</div>
      {frames.map((frame, index) => (
        <Space key={index} size={4} style={{ marginBottom: 4 }}>
          <Input
            size="small"
            aria-label={`${t('project.addon.frames')} ${index + 1}`}
            value={frame}
            onChange={(event) =>
              onChange({ frames: frames.map((f, i) => (i === index ? event.target.value : f)) })
            }
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('project.remove')}
            onClick={() => onChange({ frames: frames.filter((_, i) => i !== index) })}
          />
        </Space>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange({ frames: [...frames, ''] })}
      >
        {t('project.add')}
      </Button>
    </div>
  );
}
