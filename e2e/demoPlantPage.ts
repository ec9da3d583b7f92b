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

/** Clicks 1#泵's Start on the open plant page (the page's first button: it writes 1 to 1#泵启停). */
export async function clickPump1Start(page: Page): Promise<void> {
  const start = page.getByTestId('page-viewer').locator('[data-widget-type="UsualButton"]').first();
  await start.waitFor({ timeout: 20_000 });
  await start.click();
}
