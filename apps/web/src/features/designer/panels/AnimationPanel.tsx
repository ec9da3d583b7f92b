import { Button, Collapse, Input, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPARISON_SYMBOLS,
  setAnimation,
  type AnimationKey,
  type ColourRule,
  type Widget,
} from '@lf/designer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../ColourField';
import { useDesigner } from '../context';
import { CommitNumber, CommitText, Row } from './fields';

const CONDITION_KEYS = ['visiable', 'twinkle', 'rotate'] as const;
const COLOUR_KEYS = ['fillColor', 'borderColor', 'fontColor'] as const;

/** A choice from a short list, as wide as its row. */
function Choice<V extends string>(props: {
  readonly value: V;
  readonly options: readonly { value: V; label: string }[];
  readonly onChange: (value: V) => void;
  readonly label?: string;
}) {
  return (
    <Select
      size="small"
      aria-label={props.label}
      value={props.value}
      options={[...props.options]}
      onChange={props.onChange}
      style={{ width: '100%' }}
    />
  );
}

/** The list with one rule changed. */
function replaceAt(list: readonly ColourRule[], index: number, patch: Partial<ColourRule>) {
  return list.map((rule, i) => (i === index ? { ...rule, ...patch } : rule));
}

/** Animations driven by the bound value: conditions, and colour lists of symbol, value, colour. */
export function AnimationPanel({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const run = useDesigner((s) => s.run);
  const set = (key: AnimationKey, value: Record<string, unknown>) =>
    run(setAnimation, { key, value });
  const symbols = COMPARISON_SYMBOLS.map((symbol) => ({ value: symbol, label: symbol }));
  const { animation } = widget;
  // Each animation folds open to its switch, then what it needs besides.
  const item = (key: AnimationKey & keyof typeof animation, body: ReactNode) => {
    const name = t(`project.animation.${key}`);
    return {
      key,
      label: (
        <Space>
          {name}
          {animation[key].enable ? '●' : ''}
        </Space>
      ),
      children: (
        <div>
          <Row label={t('project.animation.enable')}>
            <Switch
              size="small"
              aria-label={`${name} ${t('project.animation.enable')}`}
              checked={animation[key].enable}
              onChange={(enable) => set(key, { enable })}
            />
          </Row>
          {body}
        </div>
      ),
    };
  };
  const conditionItems = CONDITION_KEYS.map((key) => {
    const entry = animation[key];
    return item(
      key,
      <>
        <Row label={t('project.animation.symbol')}>
          <Choice
            label={t('project.animation.symbol')}
            value={entry.symbol}
            options={symbols}
            onChange={(symbol) => set(key, { symbol })}
          />
        </Row>
        <Row label={t('project.animation.value')}>
          <CommitText
            label={t('project.animation.value')}
            value={entry.value}
            onCommit={(value) => set(key, { value })}
          />
        </Row>
        {key === 'visiable' ? (
          <Row label={t('project.animation.enable')}>
            <Choice
              value={animation.visiable.display}
              onChange={(display) => set(key, { display })}
              options={[
                { value: 'show', label: t('project.animation.show') },
                { value: 'hide', label: t('project.animation.hide') },
              ]}
            />
          </Row>
        ) : null}
        {key === 'twinkle' ? (
          <Row label={t('project.animation.interval')}>
            <CommitNumber
              label={t('project.animation.interval')}
              value={animation.twinkle.interval}
              min={50}
              onCommit={(interval) => set(key, { interval })}
            />
          </Row>
        ) : null}
        {key === 'rotate' ? (
          <>
            <Row label={t('project.animation.direction')}>
              <Choice
                value={animation.rotate.direction}
                onChange={(direction) => set(key, { direction })}
                options={[
                  { value: 'clockwise', label: t('project.animation.clockwise') },
                  { value: 'anticlockwise', label: t('project.animation.anticlockwise') },
                ]}
              />
            </Row>
            <Row label={t('project.animation.speed')}>
              <CommitNumber
                label={t('project.animation.speed')}
                value={animation.rotate.speed}
                min={50}
                onCommit={(speed) => set(key, { speed })}
              />
            </Row>
          </>
        ) : null}
      </>,
    );
  });
  const colourItems = COLOUR_KEYS.map((key) => {
    const entry = animation[key];
    const setList = (list: ColourRule[]) => set(key, { list });
    return item(
      key,
      <>
        {entry.list.map((rule, index) => (
          <Space key={index} size={4} style={{ marginBottom: 4 }}>
            <Select
              size="small"
              aria-label={t('project.animation.symbol')}
              value={rule.symbol}
              options={symbols}
              onChange={(symbol) => setList(replaceAt(entry.list, index, { symbol }))}
              style={{ width: 56 }}
            />
            <Input
              size="small"
              aria-label={t('project.animation.value')}
              defaultValue={rule.value}
              onBlur={(event) =>
                setList(replaceAt(entry.list, index, { value: event.target.value }))
              }
              style={{ width: 70 }}
            />
            <ColourField
              label={t('project.animation.colour')}
              value={rule.color}
              onChange={(color) => setList(replaceAt(entry.list, index, { color }))}
            />
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('project.remove')}
              onClick={() => setList(entry.list.filter((_, i) => i !== index))}
            />
          </Space>
        ))}
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setList([...entry.list, { symbol: '=', value: '1', color: '#FF0000' }])}
        >
          {t('project.animation.addRule')}
        </Button>
      </>,
    );
  });
  return <Collapse size="small" items={[...conditionItems, ...colourItems]} />;
}
