import { Select, Switch } from 'antd';
import { setClickEvent, type Widget } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../context';
import { useDesignerEnv } from '../env';
import { CommitNumber, CommitText, Row } from './fields';

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
  return (
    <div>
      <Row label={t('project.click.enable')}>
        <Switch
          size="small"
          aria-label={t('project.click.enable')}
          checked={click.enable}
          onChange={(enable) => set({ enable })}
        />
      </Row>
      <Row label={t('project.click.action')}>
        <Select
          size="small"
          aria-label={t('project.click.action')}
          value={click.action}
          onChange={(action) => set({ action })}
          options={(['write', 'link', 'page'] as const).map((value) => ({
            value,
            label: t(`project.click.${value}`),
          }))}
          style={{ width: '100%' }}
        />
      </Row>
      {click.action === 'write' ? (
        <>
          <Row label={t('project.click.writeType')}>
            <Select
              size="small"
              aria-label={t('project.click.writeType')}
              value={click.writeType}
              onChange={(writeType) => set({ writeType })}
              options={(['fixed', 'input'] as const).map((value) => ({
                value,
                label: t(`project.click.${value}`),
              }))}
              style={{ width: '100%' }}
            />
          </Row>
          <Row label={t('project.click.pressType')}>
            <Select
              size="small"
              aria-label={t('project.click.pressType')}
              value={click.pressType}
              onChange={(pressType) => set({ pressType })}
              options={(['set1', 'set0', 'toggle'] as const).map((value) => ({
                value,
                label: t(`project.click.${value}`),
              }))}
              style={{ width: '100%' }}
            />
          </Row>
          {click.writeType === 'fixed' ? (
            <Row label={t('project.click.writeValue')}>
              <CommitText
                label={t('project.click.writeValue')}
                value={click.writeValue}
                onCommit={(writeValue) => set({ writeValue })}
              />
            </Row>
          ) : null}
          <Row label={t('project.click.hint')}>
            <Switch
              size="small"
              aria-label={t('project.click.hint')}
              checked={click.hint}
              onChange={(hint) => set({ hint })}
            />
          </Row>
          {click.hint ? (
            <Row label={t('project.click.hintValue')}>
              <CommitText
                label={t('project.click.hintValue')}
                value={click.hintValue}
                onCommit={(hintValue) => set({ hintValue })}
              />
            </Row>
          ) : null}
          <Row label={t('project.click.delay')}>
            <Switch
              size="small"
              aria-label={t('project.click.delay')}
              checked={click.delay.enable}
              onChange={(enable) => set({ delay: { ...click.delay, enable } })}
            />
          </Row>
          {click.delay.enable ? (
            <Row label={t('project.click.delayMs')}>
              <CommitNumber
                label={t('project.click.delayMs')}
                value={click.delay.value}
                min={0}
                onCommit={(value) => set({ delay: { ...click.delay, value } })}
              />
            </Row>
          ) : null}
        </>
      ) : null}
      {click.action === 'link' ? (
        <>
          <Row label={t('project.click.link')}>
            <CommitText
              label={t('project.click.link')}
              value={click.link}
              placeholder="https://"
              onCommit={(link) => set({ link })}
            />
          </Row>
          <Row label={t('project.click.target')}>
            <Select
              size="small"
              value={click.target}
              onChange={(target) => set({ target })}
              options={[
                { value: '_blank', label: t('project.click.blank') },
                { value: '_self', label: t('project.click.self') },
              ]}
              style={{ width: '100%' }}
            />
          </Row>
        </>
      ) : null}
      {click.action === 'page' ? (
        <>
          <Row label={t('project.click.pageId')}>
            <Select
              size="small"
              aria-label={t('project.click.pageId')}
              value={click.pageId || undefined}
              onChange={(pageId) => set({ pageId })}
              options={env.pages.map((page) => ({ value: page.id, label: page.title }))}
              style={{ width: '100%' }}
            />
          </Row>
          <Row label={t('project.click.target')}>
            <Select
              size="small"
              value={click.target}
              onChange={(target) => set({ target })}
              options={[
                { value: '_self', label: t('project.click.dialog') },
                { value: '_blank', label: t('project.click.blank') },
              ]}
              style={{ width: '100%' }}
            />
          </Row>
          {click.target === '_self' ? (
            <>
              <Row label={t('project.click.width')}>
                <CommitNumber
                  label={t('project.click.width')}
                  value={click.width}
                  min={1}
                  onCommit={(width) => set({ width })}
                />
              </Row>
              <Row label={t('project.click.height')}>
                <CommitNumber
                  label={t('project.click.height')}
                  value={click.height}
                  min={1}
                  onCommit={(height) => set({ height })}
                />
              </Row>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
