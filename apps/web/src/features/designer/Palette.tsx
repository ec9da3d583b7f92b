import { memo } from 'react';
import { Tooltip } from 'antd';
import {
  WIDGET_CATEGORIES,
  widgetDefinition,
  type WidgetCategory,
  type WidgetType,
} from '@lf/designer';
import { place } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PALETTE_TYPES, WIDGET_MODULES } from './widgets/registry';
import { WidgetNode } from './widgets/WidgetNode';
import { createWidget, sequentialIds } from '@lf/designer';
import { useDesigner } from './context';
import { PIPE_TOOL, type Tool } from './store';
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
  const setTool = useDesigner((s) => s.setTool);
  const run = useDesigner((s) => s.run);
  const newId = useDesigner((s) => s.newId);
  const con = useDesigner((s) => s.editor.document.con);
  const english = i18n.language === 'en';
  return (
    <nav aria-label={t('project.palette.title')} style={{ padding: 8 }}>
      <div role="status" style={{ fontSize: 12, color: '#8c8c8c', marginBottom: 8 }}>
        {t(tool.kind === 'pipe' ? 'project.palette.pipeHint' : 'project.palette.hint')}
      </div>
      {WIDGET_CATEGORIES.filter((c): c is PlainCategory => c !== 'group' && c !== 'symbol').map(
        (category) => (
          <section key={category} style={{ marginBottom: 12 }}>
            <h4 style={{ margin: '4px 0' }}>{t(`project.palette.${CATEGORY_KEY[category]}`)}</h4>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>
              {PALETTE_TYPES.filter(
                (type) => widgetDefinition(type).category === category && WIDGET_MODULES[type],
              ).map((type) => {
                const label = widgetDefinition(type).label[english ? 'en' : 'zh'];
                // A pipe is laid corner by corner with the pipe tool, other types by a drag.
                const laid = widgetDefinition(type).sizeRule === 'path';
                const pick: Tool = laid ? PIPE_TOOL : { kind: 'draw', widgetType: type };
                const active = laid
                  ? tool.kind === 'pipe'
                  : tool.kind === 'draw' && tool.widgetType === type;
                return (
                  <Tooltip key={type} title={label} placement="right">
                    <button
                      type="button"
                      aria-label={label}
                      aria-pressed={active}
                      onClick={() => setTool(active ? { kind: 'select' } : pick)}
                      onDoubleClick={() => {
                        const size = widgetDefinition(type).defaultSize;
                        run(place, {
                          widgetType: type,
                          at: {
                            x: Math.max(10, con.width / 2 - size.width / 2),
                            y: Math.max(10, con.height / 2 - size.height / 2),
                          },
                          newId,
                        });
                        setTool({ kind: 'select' });
                      }}
                      style={{
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        gap: 2,
                        padding: 4,
                        border: `1px solid ${active ? '#1677ff' : '#f0f0f0'}`,
                        borderRadius: 4,
                        background: active ? '#e6f4ff' : '#fff',
                        cursor: 'pointer',
                        fontSize: 11,
                      }}
                    >
                      <Preview type={type} />
                      <span
                        style={{
                          whiteSpace: 'nowrap',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          maxWidth: 64,
                        }}
                      >
                        {label}
                      </span>
                    </button>
                  </Tooltip>
                );
              })}
            </div>
          </section>
        ),
      )}
      <SymbolPalette />
      <CustomSymbolPalette />
    </nav>
  );
});
