import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createDocument, parseLayout, type PageDocument } from '@lf/designer';
import type { MonitorPageInfo } from '@lf/protocol';
import { fetchLayout } from '../../pages/pageApi';
import { monitorPage } from '../api';
import { pageSettings } from '../designerLoad';

export interface ViewerPage {
  readonly info: MonitorPageInfo;
  /** Null while the page is locked by its password. */
  readonly document: PageDocument | null;
}

async function loadViewerPage(info: MonitorPageInfo): Promise<ViewerPage> {
  if (info.locked) return { info, document: null };
  if (!info.jsonUrl) return { info, document: createDocument(pageSettings(info)) };
  const parsed = parseLayout(await fetchLayout(info.jsonUrl));
  if (!parsed.ok) throw new Error(parsed.error.text.en);
  return {
    info,
    document: { ...parsed.document, con: { ...parsed.document.con, ...pageSettings(info) } },
  };
}

/** The page as the viewer shows it: info (with its lock) and, once unlocked, its layout. */
export function useViewerPage(pageId: string) {
  const queryClient = useQueryClient();
  const key = ['viewer', 'page', pageId];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => loadViewerPage(await monitorPage(pageId)),
    staleTime: Infinity,
    retry: false,
  });
  const unlocked = async (info: MonitorPageInfo) => {
    queryClient.setQueryData(key, await loadViewerPage(info));
  };
  return { ...query, unlocked };
}
