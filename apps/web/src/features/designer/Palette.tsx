import { memo } from 'react';
import { Tooltip } from 'antd';
import {
  WIDGET_CATEGORIES,
  widgetDefinition,
  type WidgetCategory,
  type WidgetType,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PALETTE_TYPES, WIDGET_MODULES } from './widgets/registry';
import { WidgetNode } from './widgets/WidgetNode';
import { createWidget, sequentialIds } from '@lf/designer';
import { useDesigner } from './context';
import { PaletteGrid, PaletteSection, PaletteTile } from './palette/PaletteTile';
import { PIPE_TOOL } from './store';
import { SymbolPalette } from './SymbolPalette';
import { CustomSymbolPalette } from './customSymbols/CustomSymbolPalette';

const previewIds = sequentialIds('palette');
const PREVIEW_SIZE = 36;

/** A small drawing of a widget type, by its own renderer. */
function Preview({ type }: { type: WidgetType }) {
  const definition = widgetDefinition(type);
  const { width, height } = definition.defaultSize;
  const widget = createWidget(type, {
    newId: previewIds,
    position: { x: 0, y: 0, width, height: Math.max(height, 1) },
  });
  const view = `${-2} ${-2} ${Math.max(width, 1) + 4} ${Math.max(height, 1) + 4}`;
  return (
    <svg
      width={PREVIEW_SIZE}
      height={PREVIEW_SIZE}
      viewBox={view}
      aria-hidden
      style={{ pointerEvents: 'none' }}
    >
      <WidgetNode widget={widget} mode="design" values={new Map()} actions={null} locale="zh-CN" />
    </svg>
  );
}

type PlainCategory = Exclude<WidgetCategory, 'group' | 'symbol'>;

const CATEGORY_KEY: Record<PlainCategory, 'shape' | 'usual' | 'complex'> = {
  shape: 'shape',
  usual: 'usual',
  complex: 'complex',
};

/** Every widget type of WIDGET_DEFINITIONS: pick one to draw it, double-click to place it. */
export const Palette = memo(function Palette() {
  const { t, i18n } = useTranslation();
  const tool = useDesigner((s) => s.tool);
  const english = i18n.language === 'en';
  return (
    <nav aria-label={t('project.palette.title')} style={{ padding: 8 }}>
      <div role="status" style={{ fontSize: 12, color: '#8c8c8c', marginBottom: 8 }}>
        {t(tool.kind === 'pipe' ? 'project.palette.pipeHint' : 'project.palette.hint')}
      </div>
      {WIDGET_CATEGORIES.filter((c): c is PlainCategory => c !== 'group' && c !== 'symbol').map(
        (category) => (
          <PaletteSection key={category} title={t(`project.palette.${CATEGORY_KEY[category]}`)}>
            <PaletteGrid>
              {PALETTE_TYPES.filter(
                (type) => widgetDefinition(type).category === category && WIDGET_MODULES[type],
              ).map((type) => {
                const label = widgetDefinition(type).label[english ? 'en' : 'zh'];
                // A pipe is laid corner by corner with the pipe tool, other types by a drag.
                const laid = widgetDefinition(type).sizeRule === 'path';
                const active = laid
                  ? tool.kind === 'pipe'
                  : tool.kind === 'draw' && tool.widgetType === type;
                return (
                  <Tooltip key={type} title={label} placement="right">
                    <PaletteTile
                      label={label}
                      pick={laid ? PIPE_TOOL : { kind: 'draw', widgetType: type }}
                      active={active}
                      placement={{ widgetType: type }}
                      preview={<Preview type={type} />}
                    />
                  </Tooltip>
                );
              })}
            </PaletteGrid>
          </PaletteSection>
        ),
      )}
      <SymbolPalette />
      <CustomSymbolPalette />
    </nav>
  );
});
