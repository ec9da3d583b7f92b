import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { queryClient } from '../../app/queryClient';
import type { DesignerPageData } from './designerLoad';

/**
 * The designer route reads its page and the project's page list while the session check and
 * the screen's code are on their way, so all of them arrive together instead of one after
 * another, and the screen draws once with everything it needs.
 */
export async function designerPageLoader({
  params,
}: LoaderFunctionArgs): Promise<DesignerPageData> {
  const [{ loadDesignerPage }, { projectPagesQuery }] = await Promise.all([
    import('./designerLoad'),
    import('./pagesQuery'),
  ]);
  const [page] = await Promise.all([
    loadDesignerPage(params.pageId ?? ''),
    // The list shows its own failure; the page opens without it.
    queryClient.prefetchQuery(projectPagesQuery(params.projectId ?? '')),
  ]);
  return page;
}

/** The page is read again only when another page is opened, never behind the engineer's back. */
export function reloadOnOtherPage({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.pageId !== nextParams.pageId;
}
