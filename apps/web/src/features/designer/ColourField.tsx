import { useState } from 'react';
import { Button, Input, InputNumber, Popover, Space } from 'antd';
import {
  alphaToPercent,
  closePicker,
  commitHex,
  confirmPicker,
  createColourPicker,
  openPicker,
  setAlphaPercent,
  setChannel,
  SWATCHES,
  toCss,
  typeHex,
  type ColourPicker,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useRecentColours } from './recentColours';

function Swatch({ colour, onPick, label }: { colour: string; onPick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={colour}
      onClick={onPick}
      style={{
        width: 18,
        height: 18,
        padding: 0,
        border: '1px solid #d9d9d9',
        borderRadius: 3,
        background: colour,
        cursor: 'pointer',
      }}
    />
  );
}

/**
 * The colour picker of SPEC §2 (hex, RGB and alpha inputs, 50 swatches, recent colours), its
 * rules kept by the designer's picker model; confirm stores the colour and remembers it.
 */
export function ColourField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (css: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const { recent, set: setRecent } = useRecentColours();
  const [picker, setPicker] = useState<ColourPicker>(() => createColourPicker(recent));
  const open = (next: boolean) =>
    setPicker(next ? openPicker({ ...picker, recent }, value) : closePicker(picker));
  const confirm = () => {
    const result = confirmPicker(picker);
    setPicker(result.picker);
    setRecent(result.picker.recent);
    onChange(result.css);
  };
  const pick = (css: string) => setPicker(openPicker(picker, css));
  const content = (
    <div style={{ width: 260 }} data-testid="colour-picker">
      <div
        aria-hidden
        style={{
          height: 28,
          borderRadius: 4,
          border: '1px solid #d9d9d9',
          background: toCss(picker.colour),
          marginBottom: 8,
        }}
      />
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Input
          addonBefore="#"
          aria-label={t('project.colour.hex')}
          value={picker.hexInput}
          onChange={(event) => setPicker(typeHex(picker, event.target.value))}
          onBlur={() => setPicker(commitHex(picker))}
        />
      </Space.Compact>
      <Space size={4} style={{ marginBottom: 8 }}>
        {(['r', 'g', 'b'] as const).map((channel) => (
          <InputNumber
            key={channel}
            size="small"
            min={0}
            max={255}
            aria-label={channel.toUpperCase()}
            prefix={channel.toUpperCase()}
            value={picker.colour[channel]}
            onChange={(level) => setPicker(setChannel(picker, channel, Number(level ?? 0)))}
            style={{ width: 62 }}
          />
        ))}
        <InputNumber
          size="small"
          min={0}
          max={100}
          aria-label={t('project.colour.alpha')}
          suffix="%"
          value={alphaToPercent(picker.colour.a)}
          onChange={(percent) => setPicker(setAlphaPercent(picker, Number(percent ?? 100)))}
          style={{ width: 66 }}
        />
      </Space>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(10, 18px)',
          gap: 6,
          marginBottom: 8,
        }}
      >
        {SWATCHES.map((swatch) => (
          <Swatch key={swatch} colour={swatch} label={swatch} onPick={() => pick(swatch)} />
        ))}
      </div>
      {picker.recent.length > 0 ? (
        <>
          <div style={{ fontSize: 12, color: '#8c8c8c', marginBottom: 4 }}>
            {t('project.colour.recent')}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}>
            {picker.recent.map((colour) => (
              <Swatch key={colour} colour={colour} label={colour} onPick={() => pick(colour)} />
            ))}
          </div>
        </>
      ) : null}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => open(false)}>
          {t('project.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={confirm}>
          {t('project.confirm')}
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover
      open={picker.open}
      onOpenChange={open}
      trigger="click"
      content={content}
      destroyOnHidden
    >
      <button
        type="button"
        aria-label={label}
        style={{
          width: 48,
          height: 24,
          border: '1px solid #d9d9d9',
          borderRadius: 4,
          cursor: 'pointer',
          background: `linear-gradient(${value}, ${value}), repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 8px 8px`,
        }}
      />
    </Popover>
  );
}
