import { memo, useDeferredValue, useState } from 'react';
import { Input } from 'antd';
import {
  SYMBOL_FAMILY_LABELS,
  defaultStateOf,
  place,
  searchSymbols,
  symbolAddon,
  symbolSize,
  type SymbolDefinition,
  type SymbolFamily,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { SymbolGraphic } from './widgets/symbols/SymbolGraphic';
import { useDesigner } from './context';

const PREVIEW_SIZE = 36;

function SymbolPreview({ symbol }: { symbol: SymbolDefinition }) {
  return (
    <svg width={PREVIEW_SIZE} height={PREVIEW_SIZE} aria-hidden style={{ pointerEvents: 'none' }}>
      <SymbolGraphic
        symbol={symbol}
        style={defaultStateOf(symbol).style}
        level={symbol.level ? 0.6 : null}
        valueText={null}
        box={{ x: 2, y: 2, width: PREVIEW_SIZE - 4, height: PREVIEW_SIZE - 4 }}
        clipId={`palette-level-${symbol.id}`}
        animate={false}
        fit="contain"
      />
    </svg>
  );
}

/**
 * The symbol catalogue in the palette, grouped by family and searchable by name in either
 * language, ISA tag or keyword: pick one to draw it, double-click to place it.
 */
export const SymbolPalette = memo(function SymbolPalette() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const groups = searchSymbols(searched);
  // Families fold away so the palette stays short; a search opens every family it matches.
  const [open, setOpen] = useState<ReadonlySet<SymbolFamily>>(() => new Set(['pumps']));
  const searching = searched.trim() !== '';
  const toggle = (family: SymbolFamily) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(family)) next.add(family);
      return next;
    });
  const tool = useDesigner((s) => s.tool);
  const setTool = useDesigner((s) => s.setTool);
  const run = useDesigner((s) => s.run);
  const newId = useDesigner((s) => s.newId);
  const con = useDesigner((s) => s.editor.document.con);
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const chosen =
    tool.kind === 'draw' && tool.widgetType === 'ProcessSymbol' ? tool.dataAddon?.symbolId : null;
  return (
    <section aria-label={t('project.symbols.title')} style={{ marginBottom: 12 }}>
      <h4 style={{ margin: '4px 0' }}>{t('project.symbols.title')}</h4>
      <Input.Search
        size="small"
        allowClear
        aria-label={t('project.symbols.search')}
        placeholder={t('project.symbols.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ marginBottom: 6 }}
      />
      {groups.size === 0 ? (
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>{t('project.symbols.noMatch')}</div>
      ) : null}
      {[...groups].map(([family, symbols]) => {
        const expanded = searching || open.has(family);
        const name = SYMBOL_FAMILY_LABELS[family][language];
        return (
          <div key={family} role="group" aria-label={name}>
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => toggle(family)}
              disabled={searching}
              style={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                border: 'none',
                background: 'none',
                padding: '4px 0 2px',
                fontSize: 12,
                color: '#595959',
                cursor: searching ? 'default' : 'pointer',
              }}
            >
              {expanded ? '▾' : '▸'} {name} ({symbols.length})
            </button>
            {expanded ? (
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>
                {symbols.map((symbol) => {
                  const label = symbol.name[language];
                  const active = chosen === symbol.id;
                  return (
                    <button
                      key={symbol.id}
                      type="button"
                      title={label}
                      aria-label={label}
                      aria-pressed={active}
                      onClick={() =>
                        setTool(
                          active
                            ? { kind: 'select' }
                            : {
                                kind: 'draw',
                                widgetType: 'ProcessSymbol',
                                dataAddon: symbolAddon(symbol.id),
                              },
                        )
                      }
                      onDoubleClick={() => {
                        const size = symbolSize(symbol.id);
                        run(place, {
                          widgetType: 'ProcessSymbol',
                          at: {
                            x: Math.max(10, con.width / 2 - size.width / 2),
                            y: Math.max(10, con.height / 2 - size.height / 2),
                          },
                          size,
                          dataAddon: symbolAddon(symbol.id),
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
                      <SymbolPreview symbol={symbol} />
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
                  );
                })}
              </div>
            ) : null}
          </div>
        );
      })}
    </section>
  );
});
