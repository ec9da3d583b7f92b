import { setClickEvent, type Widget } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../context';
import { useDesignerEnv } from '../env';
import type { projectZh } from '../../project/locale/zh';
import { NumberRow, SelectRow, SwitchRow, TextRow } from './fields';

type ClickText = keyof typeof projectZh.click;

/**
 * What a click does in the viewer: write a value (fixed or typed in, press type, hint and
 * confirmation, delay), open a link, or open a page in a dialog of width × height or a window.
 */
export function ClickPanel({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const run = useDesigner((s) => s.run);
  const env = useDesignerEnv();
  const click = widget.clickEvent;
  const set = (patch: Record<string, unknown>) => run(setClickEvent, { clickEvent: patch });
  const label = (key: ClickText) => t(`project.click.${key}`);
  const choices = <V extends ClickText>(values: readonly V[]) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <div>
      <SwitchRow
        label={label('enable')}
        checked={click.enable}
        onChange={(enable) => set({ enable })}
      />
      <SelectRow
        label={label('action')}
        value={click.action}
        onChange={(action) => set({ action })}
        options={choices(['write', 'link', 'page'] as const)}
      />
      {click.action === 'write' ? (
        <>
          <SelectRow
            label={label('writeType')}
            value={click.writeType}
            onChange={(writeType) => set({ writeType })}
            options={choices(['fixed', 'input'] as const)}
          />
          <SelectRow
            label={label('pressType')}
            value={click.pressType}
            onChange={(pressType) => set({ pressType })}
            options={choices(['set1', 'set0', 'toggle'] as const)}
          />
          {click.writeType === 'fixed' ? (
            <TextRow
              label={label('writeValue')}
              value={click.writeValue}
              onCommit={(writeValue) => set({ writeValue })}
            />
          ) : null}
          <SwitchRow
            label={label('hint')}
            checked={click.hint}
            onChange={(hint) => set({ hint })}
          />
          {click.hint ? (
            <TextRow
              label={label('hintValue')}
              value={click.hintValue}
              onCommit={(hintValue) => set({ hintValue })}
            />
          ) : null}
          <SwitchRow
            label={label('delay')}
            checked={click.delay.enable}
            onChange={(enable) => set({ delay: { ...click.delay, enable } })}
          />
          {click.delay.enable ? (
            <NumberRow
              label={label('delayMs')}
              value={click.delay.value}
              min={0}
              onCommit={(value) => set({ delay: { ...click.delay, value } })}
            />
          ) : null}
        </>
      ) : null}
      {click.action === 'link' ? (
        <>
          <TextRow
            label={label('link')}
            value={click.link}
            placeholder="https://"
            onCommit={(link) => set({ link })}
          />
          <SelectRow
            label={label('target')}
            value={click.target}
            onChange={(target) => set({ target })}
            options={[
              { value: '_blank', label: label('blank') },
              { value: '_self', label: label('self') },
            ]}
          />
        </>
      ) : null}
      {click.action === 'page' ? (
        <>
          <SelectRow
            label={label('pageId')}
            value={click.pageId || undefined}
            onChange={(pageId) => set({ pageId })}
            options={env.pages.map((page) => ({ value: page.id, label: page.title }))}
          />
          <SelectRow
            label={label('target')}
            value={click.target}
            onChange={(target) => set({ target })}
            options={[
              { value: '_self', label: label('dialog') },
              { value: '_blank', label: label('blank') },
            ]}
          />
          {click.target === '_self' ? (
            <>
              <NumberRow
                label={label('width')}
                value={click.width}
                min={1}
                onCommit={(width) => set({ width })}
              />
              <NumberRow
                label={label('height')}
                value={click.height}
                min={1}
                onCommit={(height) => set({ height })}
              />
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
