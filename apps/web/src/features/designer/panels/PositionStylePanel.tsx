import { Select, Switch } from 'antd';
import {
  move,
  rename,
  resize,
  rotate,
  setLocked,
  setStyle,
  type StyleInput,
  type Widget,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../ColourField';
import { useDesigner } from '../context';
import { CommitNumber, CommitText, Row } from './fields';

/** Position (move, resize, rotate, lock, name) and look of the selected widget. */
export function PositionStylePanel({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const run = useDesigner((s) => s.run);
  const { position, style } = widget;
  const box = { x: position.x, y: position.y, width: position.width, height: position.height };
  const styled = (patch: StyleInput) => run(setStyle, { style: patch });
  const enumLabel = (value: string) =>
    (t('project.enum', { returnObjects: true }) as Record<string, string>)[value] ?? value;
  return (
    <div>
      <Row label={t('project.panel.name')}>
        <CommitText
          label={t('project.panel.name')}
          value={widget.widgetName}
          onCommit={(widgetName) => run(rename, { widgetName })}
        />
      </Row>
      <Row label={t('project.panel.x')}>
        <CommitNumber
          label={t('project.panel.x')}
          value={round(position.x)}
          onCommit={(x) => run(move, { dx: x - position.x, dy: 0, edges: 'flag' })}
        />
      </Row>
      <Row label={t('project.panel.y')}>
        <CommitNumber
          label={t('project.panel.y')}
          value={round(position.y)}
          onCommit={(y) => run(move, { dx: 0, dy: y - position.y, edges: 'flag' })}
        />
      </Row>
      <Row label={t('project.panel.width')}>
        <CommitNumber
          label={t('project.panel.width')}
          value={round(position.width)}
          min={0}
          onCommit={(width) => run(resize, { box: { ...box, width } })}
        />
      </Row>
      <Row label={t('project.panel.height')}>
        <CommitNumber
          label={t('project.panel.height')}
          value={round(position.height)}
          min={0}
          onCommit={(height) => run(resize, { box: { ...box, height } })}
        />
      </Row>
      <Row label={t('project.panel.rotate')}>
        <CommitNumber
          label={t('project.panel.rotate')}
          value={round(position.rotate)}
          onCommit={(degrees) => run(rotate, { degrees, mode: 'to' })}
        />
      </Row>
      <Row label={t('project.panel.locked')}>
        <Switch
          size="small"
          aria-label={t('project.panel.locked')}
          checked={widget.posLock}
          onChange={(locked) => run(setLocked, { locked })}
        />
      </Row>
      {widget.children ? null : (
        <>
          <Row label={t('project.panel.fill')}>
            <ColourField
              label={t('project.panel.fill')}
              value={style.fill}
              onChange={(fill) => styled({ fill })}
            />
          </Row>
          <Row label={t('project.panel.stroke')}>
            <ColourField
              label={t('project.panel.stroke')}
              value={style.stroke.color}
              onChange={(color) => styled({ stroke: { color } })}
            />
          </Row>
          <Row label={t('project.panel.strokeWidth')}>
            <CommitNumber
              label={t('project.panel.strokeWidth')}
              value={style.stroke.width}
              min={0}
              onCommit={(width) => styled({ stroke: { width } })}
            />
          </Row>
          <Row label={t('project.panel.opacity')}>
            <CommitNumber
              label={t('project.panel.opacity')}
              value={style.opacity}
              min={0}
              max={1}
              step={0.1}
              onCommit={(opacity) => styled({ opacity })}
            />
          </Row>
          <Row label={t('project.panel.radius')}>
            <CommitNumber
              label={t('project.panel.radius')}
              value={style.radius}
              min={0}
              onCommit={(radius) => styled({ radius })}
            />
          </Row>
          <Row label={t('project.panel.fontSize')}>
            <CommitNumber
              label={t('project.panel.fontSize')}
              value={style.font.size}
              min={1}
              onCommit={(size) => styled({ font: { size } })}
            />
          </Row>
          <Row label={t('project.panel.fontColor')}>
            <ColourField
              label={t('project.panel.fontColor')}
              value={style.color}
              onChange={(color) => styled({ color })}
            />
          </Row>
          <Row label={t('project.panel.fontWeight')}>
            <Switch
              size="small"
              aria-label={t('project.panel.fontWeight')}
              checked={style.font.weight === 'bold'}
              onChange={(bold) => styled({ font: { weight: bold ? 'bold' : 'normal' } })}
            />
          </Row>
          <Row label={t('project.panel.align')}>
            <Select
              size="small"
              aria-label={t('project.panel.align')}
              value={style.align}
              onChange={(align) => styled({ align })}
              options={(['left', 'center', 'right'] as const).map((value) => ({
                value,
                label: enumLabel(value),
              }))}
              style={{ width: '100%' }}
            />
          </Row>
          <Row label={t('project.panel.dash')}>
            <Select
              size="small"
              aria-label={t('project.panel.dash')}
              value={style.line.dash}
              onChange={(dash) => styled({ line: { dash } })}
              options={(['solid', 'dashed', 'dotted'] as const).map((value) => ({
                value,
                label: enumLabel(value),
              }))}
              style={{ width: '100%' }}
            />
          </Row>
        </>
      )}
    </div>
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
