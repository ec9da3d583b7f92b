import { memo, useRef, useState, type ChangeEvent } from 'react';
import { App, Button, Space } from 'antd';
import { customSymbolAddon, type PartLook } from '@lf/designer';
import { mayPerform, type CustomSymbol } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { drawingHref, drawingWithLooks } from '../widgets/customSymbols/looks';
import {
  createCustomSymbol,
  deleteCustomSymbol,
  exportCustomSymbols,
  importCustomSymbols,
  useCustomSymbolStore,
  useCustomSymbols,
} from '../widgets/customSymbols/store';
import { useDesigner } from '../context';
import { PaletteGrid, PaletteSection, PaletteTile } from '../palette/PaletteTile';
import { CustomSymbolEditor } from './CustomSymbolEditor';
import type { customSymbolsZh } from './locale';

const PREVIEW_SIZE = 36;
const NO_LOOKS: ReadonlyMap<string, PartLook> = new Map();

/** A placed symbol's size: the drawing's proportions, the longer side 80 units. */
function placedSize(symbol: CustomSymbol): { width: number; height: number } {
  const { width, height } = symbol.viewBox;
  const scale = 80 / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The organisation's own symbols beside the built-in ones: upload an SVG (the server cleans
 * it), name its parts and bind them to states, place it like any symbol; export and import the
 * set as a file. Page editors change the library; everyone else only places its symbols.
 */
export const CustomSymbolPalette = memo(function CustomSymbolPalette() {
  const { t } = useTranslation();
  const text = (key: keyof typeof customSymbolsZh, options?: Record<string, string | number>) =>
    t(`project.customSymbols.${key}`, options);
  const { message, modal } = App.useApp();
  const symbols = useCustomSymbols();
  const put = useCustomSymbolStore((state) => state.put);
  const drop = useCustomSymbolStore((state) => state.drop);
  const load = useCustomSymbolStore((state) => state.load);
  const editor = mayPerform(
    useSession((state) => state.user?.auths),
    'symbols.edit',
  );
  const tool = useDesigner((s) => s.tool);
  const [editing, setEditing] = useState<CustomSymbol | null>(null);
  const chosen =
    tool.kind === 'draw' && tool.widgetType === 'CustomSymbol' ? tool.dataAddon?.symbolId : null;

  const upload = async (file: File) => {
    const name = file.name.replace(/\.svg$/i, '').slice(0, 60) || 'symbol';
    try {
      const symbol = await createCustomSymbol(name, await file.text());
      put(symbol);
      void message.success(text('uploaded', { name: symbol.name }));
      setEditing(symbol);
    } catch {
      // The client has shown the server's refusal (not an SVG, too large, name taken).
    }
  };

  const importSet = async (file: File) => {
    try {
      const result = await importCustomSymbols(await file.text());
      const names = result.duplicates.length > 0 ? `（${result.duplicates.join('、')}）` : '';
      void message.info(
        text('imported', {
          imported: result.imported.length,
          duplicates: result.duplicates.length,
          refused: result.refused.length,
          names,
        }),
      );
      await load();
    } catch {
      // Shown by the client.
    }
  };

  const exportSet = async () => {
    const set = await exportCustomSymbols();
    download('symbols.lfsymbols.json', JSON.stringify(set, null, 2));
  };

  const confirmDelete = (symbol: CustomSymbol) =>
    modal.confirm({
      title: text('deleteConfirm', { name: symbol.name }),
      onOk: async () => {
        await deleteCustomSymbol(symbol.id);
        drop(symbol.id);
      },
    });

  const selected = symbols.find((symbol) => symbol.id === chosen);
  return (
    <PaletteSection title={text('title')}>
      {editor ? (
        <Space size={4} wrap style={{ marginBottom: 6 }}>
          <FileButton
            label={text('upload')}
            accept=".svg,image/svg+xml"
            onFile={(file) => void upload(file)}
          />
          <FileButton
            label={text('import')}
            accept=".json,application/json"
            onFile={(file) => void importSet(file)}
          />
          <Button size="small" disabled={symbols.length === 0} onClick={() => void exportSet()}>
            {text('export')}
          </Button>
        </Space>
      ) : null}
      {symbols.length === 0 ? (
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>{text('none')}</div>
      ) : null}
      <PaletteGrid>
        {symbols.map((symbol) => {
          const dataAddon = customSymbolAddon(symbol.id, symbol);
          return (
            <PaletteTile
              key={symbol.id}
              title={symbol.name}
              label={symbol.name}
              pick={{ kind: 'draw', widgetType: 'CustomSymbol', dataAddon }}
              active={chosen === symbol.id}
              placement={{ widgetType: 'CustomSymbol', size: placedSize(symbol), dataAddon }}
              preview={
                <img
                  src={drawingHref(drawingWithLooks(symbol.svg, NO_LOOKS))}
                  width={PREVIEW_SIZE}
                  height={PREVIEW_SIZE}
                  alt=""
                  style={{ pointerEvents: 'none' }}
                />
              }
            />
          );
        })}
      </PaletteGrid>
      {editor && selected ? (
        <Space size={4} style={{ marginTop: 6 }}>
          <Button size="small" onClick={() => setEditing(selected)}>
            {text('edit')}
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(selected)}>
            {text('delete')}
          </Button>
        </Space>
      ) : null}
      {editing ? (
        <CustomSymbolEditor key={editing.id} symbol={editing} onClose={() => setEditing(null)} />
      ) : null}
    </PaletteSection>
  );
});

/**
 * A button that opens the file chooser for one file. The input is emptied after each choice, so
 * choosing the same file again (after fixing it) is a change too.
 */
function FileButton({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button size="small" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input ref={input} type="file" accept={accept} aria-label={label} hidden onChange={chosen} />
    </>
  );
}
