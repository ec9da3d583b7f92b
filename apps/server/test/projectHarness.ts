import {
  createDocument,
  createWidget,
  sequentialIds,
  serialiseLayout,
  type Widget,
} from '@lf/designer';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { body, startTestServer, type TestServer, seededUser, type Client } from './harness';
import { seedPlant, type Plant, outsiderClient } from './liveHarness';

export interface ProjectWorld {
  server: TestServer;
  plant: Plant;
  /** Administrator of the plant's organisation. */
  admin: Client;
  /** Normal user of the same organisation. */
  user: Client;
  /** Administrator of another organisation. */
  outsider: Client;
}

/** A server with a plant (one equipment, three signals) and three logged-in clients. */
export async function startProjectWorld(): Promise<ProjectWorld> {
  const server = await startTestServer();
  const plant = await seedPlant(server.db);
  const admin = await seededUser(server.app, 'admin');
  const user = await seededUser(server.app, 'demo');
  const outsider = await outsiderClient(server);
  return { server, plant, admin, user, outsider };
}

/** Posts a form and expects success; answers the data. */
export async function ok<T>(client: Client, url: string, fields: Record<string, string> = {}) {
  const response = await client.post(url, fields);
  const envelope = body<T>(response);
  expect(envelope, `${url} ${envelope.message}`).toMatchObject({ code: 200 });
  return envelope.data;
}

export function multipart(
  fields: Record<string, string>,
  file?: { name?: string; content: string | Buffer; filename: string; type: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(
      file.name ?? 'json',
      new Blob([new Uint8Array(bytes)], { type: file.type }),
      file.filename,
    );
  }
  return form;
}

export function upload(
  client: Client,
  url: string,
  form: FormData,
): Promise<LightMyRequestResponse> {
  return client.send({ method: 'POST', url, payload: form });
}

/** Page settings of a save, as the designer sends them. */
export function saveFields(pageId: string, projectId: string, more: Record<string, string> = {}) {
  return {
    id: pageId,
    projectId,
    title: '泵站总览',
    width: '1280',
    height: '720',
    fit: 'container',
    bgColor: '#0B1E33',
    bgImage: '',
    checkpwd: 'false',
    password: '',
    ...more,
  };
}

/** A layout of `count` rectangles, the first bound to `signalId` of `equipId`. */
export function layoutOf(count: number, bound?: { signalId: string; equipId: string }): string {
  const newId = sequentialIds('w');
  const widgets: Widget[] = [];
  for (let i = 0; i < count; i++) {
    const rect = createWidget('ShapeRect', {
      newId,
      position: { x: (i % 40) * 25, y: Math.floor(i / 40) * 25, width: 20, height: 20 },
    });
    widgets.push(
      i === 0 && bound
        ? { ...rect, data: { ...rect.data, signalId: bound.signalId, equipId: bound.equipId } }
        : rect,
    );
  }
  return serialiseLayout({ ...createDocument(), widgets });
}

export function savePageForm(
  pageId: string,
  projectId: string,
  layout: string,
  more: Record<string, string> = {},
): FormData {
  return multipart(saveFields(pageId, projectId, more), {
    content: layout,
    filename: 'page.json',
    type: 'application/json',
  });
}
