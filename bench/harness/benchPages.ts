import type { Page } from 'playwright-core';
import { createDocument, serialiseLayout, type Widget } from '@lf/designer';
import { ADMIN_PASSWORD } from '../../e2e/server';

/** Page-building helpers of the browser suites: log in, find the demo's signals, save a page. */

export interface BenchSignal {
  readonly signalId: string;
  readonly equipId: string;
  readonly signalTitle: string;
}

/** `widget` bound to a demo signal, as the designer's data tab binds it. */
export function boundTo(widget: Widget, signal: BenchSignal): Widget {
  return {
    ...widget,
    data: {
      ...widget.data,
      signalId: signal.signalId,
      equipId: signal.equipId,
      title: signal.signalTitle,
    },
  };
}

export async function post(page: Page, base: string, path: string, form: Record<string, string>) {
  const response = await page.request.post(`${base}${path}`, { form });
  const body = (await response.json()) as { code: number; data: unknown };
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Logs the page in as the administrator; the demo project and the signals of its equipment. */
export async function demoProject(
  page: Page,
  base: string,
): Promise<{ projectId: string; signals: BenchSignal[] }> {
  await page.goto(`${base}/login`);
  await post(page, base, '/lfscada/user/login', { loginname: 'admin', password: ADMIN_PASSWORD });
  const projects = (await post(page, base, '/lfscada/project/query', {
    page: '1',
    pageSize: '10',
  })) as { list: { id: string }[] };
  const projectId = projects.list[0]?.id;
  if (!projectId) throw new Error('no demo project');
  const equipments = (await post(page, base, '/lfscada/project/equip/queryAll', {
    projectId,
  })) as { id: string }[];
  const signals = (
    await Promise.all(
      equipments.map(
        (equipment) =>
          post(page, base, '/lfscada/project/page/querySignalByEquip', {
            equipmentId: equipment.id,
          }) as Promise<BenchSignal[]>,
      ),
    )
  ).flat();
  return { projectId, signals };
}

/** Adds a page of `width` × `height` to the project and saves `widgets` on it; its id. */
export async function savePage(
  page: Page,
  base: string,
  projectId: string,
  title: string,
  widgets: Widget[],
  size: { width: number; height: number },
): Promise<string> {
  const added = (await post(page, base, '/lfscada/project/page/add', { projectId, title })) as {
    id: string;
  };
  const document = {
    ...createDocument({ id: added.id, projectId, title, ...size }),
    widgets,
  };
  const response = await page.request.post(`${base}/lfscada/project/page/save`, {
    multipart: {
      id: added.id,
      projectId,
      title,
      width: String(size.width),
      height: String(size.height),
      json: {
        name: 'layout.json',
        mimeType: 'application/json',
        buffer: Buffer.from(serialiseLayout(document)),
      },
    },
  });
  const body = (await response.json()) as { code: number };
  if (body.code !== 200) throw new Error(`save: ${JSON.stringify(body)}`);
  return added.id;
}
