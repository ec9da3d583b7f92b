import type { Page } from 'playwright-core';
import { postAs } from './viewerAccount';

/** The address of the demo project's plant page (1号泵站), as the logged-in user reads it. */
export async function demoPageUrl(page: Page, serverUrl: string): Promise<string> {
  const projects = await postAs<{ list: { id: string }[] }>(
    page,
    serverUrl,
    '/lfscada/project/query',
  );
  const projectId = projects.list[0]?.id ?? '';
  const pages = await postAs<{ id: string; title: string }[]>(
    page,
    serverUrl,
    '/lfscada/project/page/queryAll',
    { projectId },
  );
  const pageId = pages.find((p) => p.title === '1号泵站')?.id ?? '';
  return `${serverUrl}/monitor/project/${projectId}/page/${pageId}`;
}
