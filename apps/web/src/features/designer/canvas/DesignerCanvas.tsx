import { memo, useCallback, useRef } from 'react';
import { DESIGNER_LIMITS } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useDesigner, useDesignerStore } from '../context';
import { PageBackground } from './PageBackground';
import { PipeToolOverlay } from './PipeToolOverlay';
import { Rulers, RULER_SIZE } from './Rulers';
import { SelectionOverlay } from './SelectionOverlay';
import { useCanvasGestures } from './useCanvasGestures';
import { WidgetLayer } from './WidgetLayer';

const NO_VALUES = new Map();

/** The designer's drawing surface: the page as SVG, with selection, guides and rulers. */
export const DesignerCanvas = memo(function DesignerCanvas() {
  const { i18n } = useTranslation();
  const store = useDesignerStore();
  const document = useDesigner((s) => s.editor.document);
  const selection = useDesigner((s) => s.editor.selection);
  const guides = useDesigner((s) => s.guides);
  const zoom = useDesigner((s) => s.zoom);
  const config = useDesigner((s) => s.config);
  const drawing = useDesigner((s) => s.tool.kind !== 'select');
  const tool = useDesigner((s) => s.tool);
  const svg = useRef<SVGSVGElement>(null);
  const toCanvas = useCallback(
    (event: { clientX: number; clientY: number }) => {
      const rect = svg.current?.getBoundingClientRect();
      const zoomNow = store.getState().zoom;
      return rect
        ? { x: (event.clientX - rect.left) / zoomNow, y: (event.clientY - rect.top) / zoomNow }
        : { x: 0, y: 0 };
    },
    [store],
  );
  const gestures = useCanvasGestures(store, toCanvas);
  const { con } = document;
  const offset = config.ruler ? RULER_SIZE : 0;
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  return (
    <div
      style={{
        position: 'relative',
        padding: 24,
        paddingTop: 24 + offset,
        paddingLeft: 24 + offset,
        width: 'max-content',
      }}
    >
      {config.ruler ? (
        <Rulers width={con.width} height={con.height} zoom={zoom} inset={24} />
      ) : null}
      <svg
        ref={svg}
        role="application"
        aria-label={con.title}
        data-testid="designer-canvas"
        width={con.width * zoom}
        height={con.height * zoom}
        viewBox={`0 0 ${con.width} ${con.height}`}
        style={{
          display: 'block',
          boxShadow: '0 1px 6px rgba(0,0,0,0.15)',
          cursor: drawing ? 'crosshair' : 'default',
          touchAction: 'none',
          userSelect: 'none',
        }}
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
        onDoubleClick={gestures.onDoubleClick}
      >
        <PageBackground con={con} grid={config.grid} gridSize={DESIGNER_LIMITS.gridSize} />
        <WidgetLayer
          widgets={document.widgets}
          mode="design"
          values={NO_VALUES}
          actions={null}
          locale={locale}
          size={con}
        />
        <SelectionOverlay
          widgets={document.widgets}
          selection={selection}
          guides={guides}
          zoom={zoom}
        />
        {tool.kind === 'pipe' ? (
          <PipeToolOverlay widgets={document.widgets} state={tool.state} zoom={zoom} />
        ) : null}
        {gestures.rubber ? (
          <rect
            data-testid="rubber-band"
            x={gestures.rubber.x}
            y={gestures.rubber.y}
            width={gestures.rubber.width}
            height={gestures.rubber.height}
            fill="rgba(22,119,255,0.08)"
            stroke="#1677ff"
            strokeWidth={1 / zoom}
            pointerEvents="none"
          />
        ) : null}
      </svg>
    </div>
  );
});
