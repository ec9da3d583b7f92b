import { memo, useDeferredValue } from 'react';
import { Tabs } from 'antd';
import { indexWidgets, setAddon } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { AddonForm } from '../widgets/AddonForm';
import { useDesigner } from '../context';
import { AnimationPanel } from './AnimationPanel';
import { BindingPanel } from './BindingPanel';
import { ClickPanel } from './ClickPanel';
import { PageSettingsPanel } from './PageSettingsPanel';
import { PositionStylePanel } from './PositionStylePanel';
import { RegionPanel } from './RegionPanel';

/**
 * Settings of the selection: the page when nothing is selected, else the widget's tabs. The panel
 * follows the selection a moment behind (a deferred value), so a click on a crowded canvas shows
 * its selection outline at once and the panel's forms are built in the next slice of work.
 */
export const PropertyPanel = memo(function PropertyPanel({
  withPassword,
}: {
  withPassword: boolean;
}) {
  const selection = useDeferredValue(useDesigner((s) => s.editor.selection));
  return <SelectionSettings selection={selection} withPassword={withPassword} />;
});

const SelectionSettings = memo(function SelectionSettings({
  selection,
  withPassword,
}: {
  selection: readonly string[];
  withPassword: boolean;
}) {
  const { t } = useTranslation();
  const document = useDesigner((s) => s.editor.document);
  const run = useDesigner((s) => s.run);
  if (selection.length === 0) {
    return (
      <section aria-label={t('project.panel.page')} style={{ padding: 8 }}>
        <h4 style={{ marginTop: 0 }}>{t('project.panel.page')}</h4>
        <PageSettingsPanel withPassword={withPassword} />
      </section>
    );
  }
  if (selection.length > 1) {
    return (
      <div style={{ padding: 8 }}>{t('project.panel.multiple', { count: selection.length })}</div>
    );
  }
  const widget = indexWidgets(document.widgets).get(selection[0] ?? '')?.widget;
  if (!widget) return null;
  const isGroup = !!widget.children;
  const items = [
    {
      key: 'position',
      label: t('project.panel.position'),
      children: <PositionStylePanel widget={widget} />,
    },
    ...(isGroup
      ? []
      : [
          {
            key: 'addon',
            label: t('project.panel.addon'),
            children: <AddonForm widget={widget} onChange={(addon) => run(setAddon, { addon })} />,
          },
          {
            key: 'data',
            label: t('project.panel.data'),
            children: <BindingPanel key={widget.id} widget={widget} />,
          },
          {
            key: 'animation',
            label: t('project.panel.animation'),
            children: <AnimationPanel widget={widget} />,
          },
          {
            key: 'click',
            label: t('project.panel.click'),
            children: <ClickPanel widget={widget} />,
          },
        ]),
    {
      key: 'region',
      label: t('project.panel.region'),
      children: <RegionPanel widget={widget} />,
    },
  ];
  return (
    <section aria-label={widget.widgetName} style={{ padding: '0 8px 8px' }}>
      <Tabs size="small" items={items} destroyOnHidden />
    </section>
  );
});
