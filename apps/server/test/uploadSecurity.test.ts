import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Code, type ProjectSummary } from '@lf/protocol';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './harness';
import { activeSvgParts, HOSTILE_SVGS } from './hostileInput';
import { multipart, ok, startProjectWorld, upload, type ProjectWorld } from './projectHarness';

let world: ProjectWorld;
let project: ProjectSummary;
beforeAll(async () => {
  world = await startProjectWorld();
  project = await ok<ProjectSummary>(world.admin, '/lfscada/project/add', { name: '上传安全' });
});
afterAll(() => world?.server.close());

const USER_FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

function sendThumbnail(content: string | Buffer, type = 'image/svg+xml') {
  return upload(
    world.admin,
    '/lfscada/project/editThumbnail',
    multipart({ id: project.id }, { name: 'file', content, filename: 'x.svg', type }),
  ).then((response) => body<ProjectSummary>(response));
}

describe('svg uploads are served inert', () => {
  for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
    it(`a thumbnail with a ${name}`, async () => {
      const stored = await sendThumbnail(svg);
      expect(stored.code).toBe(200);
      const served = await world.user.get(stored.data.thumbnail);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe(USER_FILE_CSP);
      const document = new JSDOM(served.body, { contentType: 'image/svg+xml' }).window.document;
      expect(document.documentElement.localName).toBe('svg');
      expect(activeSvgParts(document)).toEqual([]);
    });
  }
});

describe('images are judged by their bytes', () => {
  it('refuses an html page sent as a png thumbnail, in words', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    expect(await sendThumbnail(html, 'image/png')).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('图片格式只能是 png, jpg, svg'),
    });
  });

  it('refuses an equipment image data URL declared image/png that holds html', async () => {
    const equipment = world.plant.equipmentId;
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const response = await world.admin.post(
      '/lfscada/equipment/multi/image/upload',
      { id: equipment, image: `data:image/png;base64,${html}` },
      {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'en',
        },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('The image must be one of png, jpg, gif, webp'),
    });
  });
});

describe('file names and types of uploads are not believed', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('stores a thumbnail named with a path traversal under a name of its own', async () => {
    const dataDir = world.server.config.dataDir;
    const stored = await upload(
      world.admin,
      '/lfscada/project/editThumbnail',
      multipart(
        { id: project.id },
        { name: 'file', content: png, filename: '../../../../evil.svg', type: 'text/html' },
      ),
    ).then((response) => body<ProjectSummary>(response));
    // Stored by its bytes (a PNG), under the project's folder, whatever name and type it came with.
    expect(stored.code).toBe(200);
    expect(stored.data.thumbnail).toMatch(/^\/files\/[\w/-]+\/thumb-[\w-]+\.png$/);
    expect(stored.data.thumbnail).not.toContain('evil');
    // Nothing named after the upload anywhere in the data folder; the file is inside it.
    const everything = readdirSync(dataDir, { recursive: true }).map(String);
    expect(everything.filter((name) => name.includes('evil'))).toEqual([]);
    expect(everything).toContain(join('files', stored.data.thumbnail.slice('/files/'.length)));
    const served = await world.user.get(stored.data.thumbnail);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses bytes that are no image whatever type they declare, in both languages', async () => {
    for (const type of ['image/png', 'image/svg+xml', 'application/octet-stream']) {
      for (const language of ['zh-CN', 'en']) {
        const response = await world.admin.send({
          method: 'POST',
          url: '/lfscada/project/editThumbnail',
          payload: multipart(
            { id: project.id },
            { name: 'file', content: 'PK\u0003\u0004 a zip', filename: 'x.png', type },
          ),
          headers: { 'accept-language': language },
        });
        expect(response.statusCode, type).toBeLessThan(500);
        expect(body(response).code).toBe(Code.BAD_REQUEST);
        expect(body(response).message).toMatch(language === 'en' ? /image/i : /图片/);
      }
    }
  });
});
