import { memo, useDeferredValue, useState } from 'react';
import { Input } from 'antd';
import {
  SYMBOL_FAMILY_LABELS,
  defaultStateOf,
  searchSymbols,
  symbolAddon,
  symbolSize,
  type SymbolDefinition,
  type SymbolFamily,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { SymbolGraphic } from './widgets/symbols/SymbolGraphic';
import { useDesigner } from './context';
import { PaletteGrid, PaletteSection, PaletteTile } from './palette/PaletteTile';

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
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const chosen =
    tool.kind === 'draw' && tool.widgetType === 'ProcessSymbol' ? tool.dataAddon?.symbolId : null;
  return (
    <PaletteSection title={t('project.symbols.title')}>
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
              <PaletteGrid>
                {symbols.map((symbol) => {
                  const label = symbol.name[language];
                  const dataAddon = symbolAddon(symbol.id);
                  return (
                    <PaletteTile
                      key={symbol.id}
                      title={label}
                      label={label}
                      pick={{ kind: 'draw', widgetType: 'ProcessSymbol', dataAddon }}
                      active={chosen === symbol.id}
                      placement={{
                        widgetType: 'ProcessSymbol',
                        size: symbolSize(symbol.id),
                        dataAddon,
                      }}
                      preview={<SymbolPreview symbol={symbol} />}
                    />
                  );
                })}
              </PaletteGrid>
            ) : null}
          </div>
        );
      })}
    </PaletteSection>
  );
});
