import { useMemo, useState } from 'react';
import { Button, Input, Modal, Select, Space } from 'antd';
import {
  SYMBOL_STATES,
  SYMBOL_STATE_LABELS,
  addPort,
  bindPart,
  movePort,
  namePart,
  nextPortNumber,
  partBinding,
  partLooks,
  removePart,
  removePort,
  renamePort,
  setPortDirection,
  type SymbolStateName,
} from '@lf/designer';
import {
  partValueValid,
  type CustomSymbol,
  type CustomSymbolDesign,
  type PartProperty,
} from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { drawingHref, drawingWithLooks } from '../widgets/customSymbols/looks';
import { saveCustomSymbol, useCustomSymbolStore } from '../widgets/customSymbols/store';
import { DraftField } from './DraftField';
import type { customSymbolsZh } from './locale';
import { PortList } from './PortList';
import { PortPreview } from './PortPreview';

const PREVIEW = 200;

/** The preview's size: the drawing's proportions, its longer side `PREVIEW`. */
function previewSize(viewBox: CustomSymbol['viewBox']) {
  const scale = PREVIEW / Math.max(viewBox.width, viewBox.height);
  return { width: Math.round(viewBox.width * scale), height: Math.round(viewBox.height * scale) };
}

/**
 * Names the parts of an uploaded drawing (elements with ids) and binds their fill, visibility,
 * rotation and text to the symbol's named states; the preview shows the state being edited.
 */
export function CustomSymbolEditor({
  symbol,
  onClose,
}: {
  symbol: CustomSymbol;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const put = useCustomSymbolStore((state) => state.put);
  const [name, setName] = useState(symbol.name);
  const [design, setDesign] = useState<CustomSymbolDesign>({
    parts: symbol.parts,
    states: symbol.states,
    defaultState: symbol.defaultState,
    ports: symbol.ports,
  });
  const [state, setState] = useState<SymbolStateName>('running');
  const [element, setElement] = useState<string | undefined>();
  const [label, setLabel] = useState('');
  const [saving, setSaving] = useState(false);
  const href = useMemo(
    () => drawingHref(drawingWithLooks(symbol.svg, partLooks(design, state))),
    [symbol.svg, design, state],
  );
  const stateOptions = SYMBOL_STATES.map((value) => ({
    value,
    label: SYMBOL_STATE_LABELS[value][language],
  }));
  const bind = (part: string, property: PartProperty, value: string) =>
    setDesign((before) => bindPart(before, { state, part, property, value }));
  const save = async () => {
    setSaving(true);
    try {
      put(await saveCustomSymbol(symbol.id, name.trim(), design));
      onClose();
    } catch {
      // The client has shown the server's refusal; the editor stays open to fix it.
    } finally {
      setSaving(false);
    }
  };
  const text = (key: keyof typeof customSymbolsZh, options?: Record<string, string>) =>
    t(`project.customSymbols.${key}`, options);
  return (
    <Modal
      open
      width={840}
      title={text('editorTitle', { name: symbol.name })}
      onCancel={onClose}
      okText={text('save')}
      cancelText={text('cancel')}
      okButtonProps={{ loading: saving, disabled: name.trim() === '' }}
      onOk={() => void save()}
    >
      <div style={{ display: 'flex', gap: 16 }}>
        <figure style={{ margin: 0, width: PREVIEW + 20 }}>
          <PortPreview
            href={href}
            {...previewSize(symbol.viewBox)}
            label={text('preview', { state: SYMBOL_STATE_LABELS[state][language] })}
            ports={design.ports}
            onAdd={(at) =>
              setDesign((before) =>
                addPort(before, at, text('newPort', { number: String(nextPortNumber(before)) })),
              )
            }
            onMove={(id, at) => setDesign((before) => movePort(before, id, at))}
          />
          <figcaption style={{ fontSize: 12, color: '#8c8c8c' }}>
            {text('preview', { state: SYMBOL_STATE_LABELS[state][language] })}
          </figcaption>
          <h4 style={{ margin: '8px 0 2px' }}>{text('ports')}</h4>
          <div style={{ fontSize: 12, color: '#8c8c8c', marginBottom: 4 }}>{text('portsHint')}</div>
          <PortList
            ports={design.ports}
            onRename={(id, label) => setDesign((before) => renamePort(before, id, label))}
            onTurn={(id, direction) =>
              setDesign((before) => setPortDirection(before, id, direction))
            }
            onRemove={(id) => setDesign((before) => removePort(before, id))}
          />
        </figure>
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <label>
            {text('name')}
            <Input
              aria-label={text('name')}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <Space wrap>
            <Select
              aria-label={text('element')}
              placeholder={text('pickElement')}
              style={{ width: 200 }}
              value={element}
              onChange={setElement}
              showSearch
              options={symbol.elements.map((item) => ({
                value: item.id,
                label: `#${item.id} (${item.tag})`,
              }))}
            />
            <Input
              aria-label={text('partLabel')}
              placeholder={text('partLabel')}
              value={label}
              maxLength={40}
              onChange={(event) => setLabel(event.target.value)}
              style={{ width: 140 }}
            />
            <Button
              disabled={!element || label.trim() === ''}
              onClick={() => {
                if (!element) return;
                setDesign((before) => namePart(before, symbol.elements, element, label));
                setLabel('');
                setElement(undefined);
              }}
            >
              {text('namePart')}
            </Button>
          </Space>
          <Space wrap>
            <span>{text('state')}</span>
            <Select
              aria-label={text('state')}
              value={state}
              onChange={setState}
              options={stateOptions}
              style={{ width: 140 }}
            />
            <span>{text('defaultState')}</span>
            <Select
              aria-label={text('defaultState')}
              value={design.defaultState}
              onChange={(value: string) =>
                setDesign((before) => ({ ...before, defaultState: value }))
              }
              options={stateOptions}
              style={{ width: 140 }}
            />
          </Space>
          <h4 style={{ margin: '4px 0' }}>{text('parts')}</h4>
          {design.parts.length === 0 ? (
            <div style={{ fontSize: 12, color: '#8c8c8c' }}>{text('noParts')}</div>
          ) : null}
          {design.parts.map((part) => {
            const bound = (property: PartProperty) =>
              partBinding(design, state, part.elementId, property) ?? '';
            return (
              <div
                key={part.elementId}
                role="group"
                aria-label={part.label}
                style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <strong style={{ minWidth: 80 }} title={`#${part.elementId}`}>
                  {part.label}
                </strong>
                <DraftField
                  key={`${state}-fill-${bound('fill')}`}
                  label={`${part.label} ${text('fill')}`}
                  placeholder={text('fill')}
                  value={bound('fill')}
                  valid={(value) => partValueValid('fill', value)}
                  onCommit={(value) => bind(part.elementId, 'fill', value)}
                />
                <Select
                  size="small"
                  aria-label={`${part.label} ${text('visibility')}`}
                  value={bound('visibility')}
                  onChange={(value: string) => bind(part.elementId, 'visibility', value)}
                  options={[
                    { value: '', label: text('inherit') },
                    { value: 'visible', label: text('visible') },
                    { value: 'hidden', label: text('hidden') },
                  ]}
                  style={{ width: 120 }}
                />
                <DraftField
                  key={`${state}-rotation-${bound('rotation')}`}
                  label={`${part.label} ${text('rotation')}`}
                  placeholder={text('rotation')}
                  value={bound('rotation')}
                  valid={(value) => partValueValid('rotation', value)}
                  onCommit={(value) => bind(part.elementId, 'rotation', value)}
                />
                <DraftField
                  key={`${state}-text-${bound('text')}`}
                  label={`${part.label} ${text('text')}`}
                  placeholder={text('text')}
                  value={bound('text')}
                  valid={(value) => partValueValid('text', value)}
                  onCommit={(value) => bind(part.elementId, 'text', value)}
                />
                <Button
                  size="small"
                  danger
                  aria-label={`${text('removePart')} ${part.label}`}
                  onClick={() => setDesign((before) => removePart(before, part.elementId))}
                >
                  ×
                </Button>
              </div>
            );
          })}
        </div>
      </div>
    </Modal>
  );
}
