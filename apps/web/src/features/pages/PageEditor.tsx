import { useCallback, useMemo, type ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { REFUSAL_TEXT, type DesignerConfig, type PageDocument } from '@lf/designer';
import { toast } from '../../app/toast';
import { currentLocale } from '../../i18n/i18n';
import { DesignerShell } from '../designer/DesignerShell';
import type { DesignerEnv } from '../designer/env';
import { createDesignerStore, type DesignerStore } from '../designer/store';
import { loadDesignerConfig, storeDesignerConfig } from '../project/designerLoad';
import { UNDO_DEPTH, type PageOwner } from './pageApi';

interface OpenPage {
  readonly document: PageDocument;
  readonly config: DesignerConfig;
}

/** The designer's store of an open page, with the owner's undo depth (none while it loads). */
export function usePageStore(owner: PageOwner, loaded: OpenPage): DesignerStore;
export function usePageStore(owner: PageOwner, loaded: OpenPage | undefined): DesignerStore | null;
export function usePageStore(owner: PageOwner, loaded: OpenPage | undefined): DesignerStore | null {
  return useMemo(
    () =>
      loaded
        ? createDesignerStore({
            document: loaded.document,
            config: loaded.config,
            undoDepth: UNDO_DEPTH[owner],
            onRefusal: (reason) =>
              toast.error(REFUSAL_TEXT[reason][currentLocale() === 'en' ? 'en' : 'zh']),
          })
        : null,
    [owner, loaded],
  );
}

/** Keeps the designer's own settings (grid, snapping…) for the user, whichever page is open. */
export function useDesignerConfigSave() {
  return useCallback(
    (config: DesignerConfig) => void storeDesignerConfig(config).catch(() => undefined),
    [],
  );
}

/**
 * One page open in the designer shell, whoever owns it: loads the page's document and the
 * designer's settings once (a refetch would rebuild the store and lose the undo history), then
 * edits it with the owner's undo depth. The owner's screen gives the loader, the pickers, the
 * sidebar and what saving does.
 */
export function PageEditor({
  owner,
  pageId,
  load,
  env,
  title,
  loadFailed,
  onSave,
  onBack,
  sidebar,
}: {
  owner: Exclude<PageOwner, 'project'>;
  pageId: string;
  load: () => Promise<PageDocument>;
  env: DesignerEnv;
  title: string;
  loadFailed: string;
  onSave: (document: PageDocument) => Promise<void>;
  onBack: () => void;
  sidebar: ReactNode;
}) {
  const loaded = useQuery({
    queryKey: ['pages', owner, 'editor', pageId],
    queryFn: async () => {
      const [document, config] = await Promise.all([load(), loadDesignerConfig()]);
      return { document, config };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const store = usePageStore(owner, loaded.data);
  const onConfigChange = useDesignerConfigSave();
  if (loaded.isPending) return <Spin fullscreen />;
  if (loaded.isError || !store) {
    return <Result status="error" title={loadFailed} subTitle={loaded.error?.message} />;
  }
  return (
    <DesignerShell
      store={store}
      env={env}
      title={title}
      onSave={onSave}
      onBack={onBack}
      onConfigChange={onConfigChange}
      withPassword={false}
      sidebar={sidebar}
    />
  );
}
