import { Button, Select } from 'antd';
import { PORT_DIRECTIONS, type CustomPort, type CustomPortDirection } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { DraftField } from './DraftField';
import type { customSymbolsZh } from './locale';

/** The marked ports by name: rename, turn (the way a pipe leaves), remove. */
export function PortList(props: {
  ports: readonly CustomPort[];
  onRename: (id: string, label: string) => void;
  onTurn: (id: string, direction: CustomPortDirection) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const text = (key: keyof typeof customSymbolsZh, options?: Record<string, string>) =>
    t(`project.customSymbols.${key}`, options);
  if (props.ports.length === 0) {
    return <div style={{ fontSize: 12, color: '#8c8c8c' }}>{text('noPorts')}</div>;
  }
  const directions = PORT_DIRECTIONS.map((value) => ({
    value,
    label: text(`direction_${value}`),
  }));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {props.ports.map((port) => (
        <div
          key={port.id}
          role="group"
          aria-label={text('portRow', { name: port.label })}
          style={{ display: 'flex', gap: 4, alignItems: 'center' }}
        >
          <DraftField
            key={port.label}
            width={84}
            label={text('portName', { name: port.label })}
            value={port.label}
            valid={(value) => value.length <= 40}
            onCommit={(value) => props.onRename(port.id, value)}
          />
          <Select
            size="small"
            aria-label={text('portDirection', { name: port.label })}
            value={port.direction}
            onChange={(value: CustomPortDirection) => props.onTurn(port.id, value)}
            options={directions}
            style={{ width: 72 }}
          />
          <Button
            size="small"
            danger
            aria-label={text('removePort', { name: port.label })}
            onClick={() => props.onRemove(port.id)}
          >
            ×
          </Button>
        </div>
      ))}
    </div>
  );
}
