import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { postAs, poster, type Post } from './viewerAccount';

/** The ids of the demo project and its plant page (1号泵站), as the logged-in user reads them. */
export async function demoPlantPageIds(
  page: Page,
  serverUrl: string,
): Promise<{ projectId: string; pageId: string }> {
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
  return { projectId, pageId };
}

/** The address of the demo project's plant page (1号泵站), as the logged-in user reads it. */
export async function demoPageUrl(page: Page, serverUrl: string): Promise<string> {
  const { projectId, pageId } = await demoPlantPageIds(page, serverUrl);
  return `${serverUrl}/monitor/project/${projectId}/page/${pageId}`;
}

/** Clicks 1#泵's Start on the open plant page (the page's first button: it writes 1 to 1#泵启停). */
export async function clickPump1Start(page: Page): Promise<void> {
  const start = page.getByTestId('page-viewer').locator('[data-widget-type="UsualButton"]').first();
  await start.waitFor({ timeout: 20_000 });
  await start.click();
}

/** A signal of an opened equipment as the monitor reads it. */
export interface LiveSignal {
  name: string;
  signalId: string;
  value: number | boolean | null;
}

/** An equipment opened on the monitor: its live values, and writes to its signals by name. */
export interface OpenedEquipment {
  values(): Promise<LiveSignal[]>;
  write(name: string, value: string): Promise<void>;
}

/** Opens an equipment on the monitor as `post`'s user, through the monitor's write service. */
export async function openEquipment(post: Post, equipmentId: string): Promise<OpenedEquipment> {
  await post('/lfscada/monitor/multi/open', { equipmentId, delay: '600' });
  const values = () => post<LiveSignal[]>('/lfscada/monitor/multi/signal/query', { equipmentId });
  return {
    values,
    async write(name, value) {
      const signal = (await values()).find((s) => s.name === name);
      if (!signal) throw new Error(`no ${name} in the demo`);
      await post('/lfscada/monitor/multi/signal/writeVal', {
        equipmentId,
        signalId: signal.signalId,
        value,
      });
    },
  };
}

/** Waits until the simulator's tank level (1#罐液位) has arrived on an opened demo station. */
export async function tankLevelArrived(station: OpenedEquipment): Promise<void> {
  await expect
    .poll(async () => (await station.values()).find((s) => s.name === '1#罐液位')?.value ?? null, {
      timeout: 30_000,
    })
    .not.toBeNull();
}

/**
 * Writes to the demo pump station (1号泵站) through the monitor's write service, as the
 * window's logged-in user: what the simulated PLC is then told. Answers the writer of a signal's
 * value by the signal's name.
 */
async function demoStationWriter(
  window: BrowserContext,
  serverUrl: string,
): Promise<(name: string, value: string) => Promise<void>> {
  const post = poster(window, serverUrl);
  const equipment = await post<{ list: { id: string }[] }>('/lfscada/equipment/multi/query', {
    keyword: '1号泵站',
  });
  return (await openEquipment(post, equipment.list[0]?.id ?? '')).write;
}

/**
 * Stops the demo station's pump 1 (auto mode off first, or the station starts it again) and opens
 * a project page in a new tab of `window`: the viewer of a still plant, and the writer that
 * changes it next.
 */
export async function viewerOfStoppedPump(
  window: BrowserContext,
  serverUrl: string,
  page: { projectId: string; pageId: string },
): Promise<{ viewer: Page; write: (name: string, value: string) => Promise<void> }> {
  const write = await demoStationWriter(window, serverUrl);
  await write('自动模式', '0');
  await write('1#泵启停', '0');
  const viewer = await window.newPage();
  await viewer.goto(`${serverUrl}/monitor/project/${page.projectId}/page/${page.pageId}`);
  return { viewer, write };
}
