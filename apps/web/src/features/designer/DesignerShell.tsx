import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Tag } from 'antd';
import { countTowardLimit, type DesignerConfig, type PageDocument } from '@lf/designer';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { toast } from '../../app/toast';
import { DesignerContextMenu } from './actions/DesignerContextMenu';
import type { ActionHost } from './actions/facts';
import { DesignerCanvas } from './canvas/DesignerCanvas';
import { DesignerContext } from './context';
import { DesignerEnvContext, type DesignerEnv } from './env';
import { Palette } from './Palette';
import { PropertyPanel } from './panels/PropertyPanel';
import type { DesignerStore } from './store';
import { Toolbar } from './Toolbar';
import { useDesignerKeys } from './useDesignerKeys';
import { useUnsavedGuard } from './useUnsavedGuard';

export interface DesignerShellProps {
  readonly store: DesignerStore;
  readonly env: DesignerEnv;
  readonly title: string;
  /** Stores the document; the shell clears the unsaved flag when it resolves. */
  readonly onSave: (document: PageDocument) => Promise<void>;
  readonly onBack: () => void;
  readonly onPreview?: () => void;
  /** Local settings changed (grid, ruler, adsorb, auto-save): the caller stores them. */
  readonly onConfigChange?: (config: DesignerConfig) => void;
  /** Project pages have an access password; configuration pages do not. */
  readonly withPassword: boolean;
  /** The page list beside the palette. */
  readonly sidebar?: ReactNode;
}

/**
 * The React shell around @lf/designer: toolbar, palette, SVG canvas, property panel, the
 * designer's actions (toolbar, right-click menu, keyboard), saving (by hand and automatic) and the unsaved-changes warning.
 */
export function DesignerShell(props: DesignerShellProps) {
  const { store, env, title, onSave, onBack, onPreview, onConfigChange, withPassword, sidebar } =
    props;
  const { t } = useTranslation();
  const unsaved = useStore(store, (s) => s.editor.unsaved);
  const config = useStore(store, (s) => s.config);
  const widgetCount = useStore(store, (s) => countTowardLimit(s.editor.document.widgets));
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const savingRef = useRef(false);

  const save = useCallback(
    async (automatic = false) => {
      if (savingRef.current) return;
      savingRef.current = true;
      setSaving(true);
      const document = store.getState().editor.document;
      try {
        await onSave(document);
        store.getState().saved(document);
        setSavedAt(Date.now());
        if (!automatic) toast.success(t('project.saved'));
      } catch {
        // the API client already showed why
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [store, onSave, t],
  );
  const saveByHand = useCallback(() => void save(false), [save]);
  // The page comes first: the palette, page list and property panel are built in the next slice
  // of work, which a click on the canvas may interrupt.
  const sidePanels = useDeferredValue(true, false);
  const host = useMemo<ActionHost>(
    () => ({ onSave: saveByHand, onBack, onPreview }),
    [saveByHand, onBack, onPreview],
  );
  useDesignerKeys(store, host);
  // One element for the shell's life, so the menu around the canvas skips the shell's renders.
  const canvas = useMemo(() => <DesignerCanvas />, []);
  useUnsavedGuard(unsaved);

  const lastConfig = useRef(config);
  useEffect(() => {
    if (lastConfig.current === config) return;
    lastConfig.current = config;
    onConfigChange?.(config);
  }, [config, onConfigChange]);

  useEffect(() => {
    if (!config.autoSave) return undefined;
    const timer = setInterval(() => {
      if (store.getState().editor.unsaved) void save(true);
    }, config.saveInterval * 60_000);
    return () => clearInterval(timer);
  }, [config.autoSave, config.saveInterval, store, save]);

  const status = (
    <span style={{ fontSize: 12, color: '#8c8c8c', marginRight: 8 }} data-testid="designer-status">
      {t('project.designer.widgets', { count: widgetCount })}
      {' · '}
      {unsaved ? (
        <Tag color="orange">{t('project.unsaved')}</Tag>
      ) : savedAt ? (
        t('project.designer.savedAt', { time: dayjs(savedAt).format('HH:mm:ss') })
      ) : (
        t('project.saved')
      )}
    </span>
  );
  return (
    <DesignerContext.Provider value={store}>
      <DesignerEnvContext.Provider value={env}>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            height: '100vh',
            background: '#f5f5f5',
          }}
        >
          <Toolbar title={title} host={host} saving={saving} status={status} />
          <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <aside
              style={{
                width: 232,
                overflowY: 'auto',
                background: '#fff',
                borderRight: '1px solid #f0f0f0',
              }}
            >
              {sidePanels ? (
                <>
                  {sidebar}
                  <Palette />
                </>
              ) : null}
            </aside>
            <main style={{ flex: 1, overflow: 'auto', minWidth: 0 }}>
              <DesignerContextMenu host={host}>{canvas}</DesignerContextMenu>
            </main>
            <aside
              style={{
                width: 300,
                overflowY: 'auto',
                background: '#fff',
                borderLeft: '1px solid #f0f0f0',
              }}
            >
              {sidePanels ? <PropertyPanel withPassword={withPassword} /> : null}
            </aside>
          </div>
        </div>
      </DesignerEnvContext.Provider>
    </DesignerContext.Provider>
  );
}
