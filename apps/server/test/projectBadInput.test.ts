import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './harness';
import {
  layoutOf,
  multipart,
  ok,
  saveFields,
  startProjectWorld,
  upload,
  type ProjectWorld,
} from './projectHarness';
import { rowCounts } from './storedRows';

let world: ProjectWorld;
let projectId: string;
let pageId: string;
let configurationPageId: string;
beforeAll(async () => {
  world = await startProjectWorld();
  projectId = (await ok<{ id: string }>(world.admin, '/lfscada/project/add', { name: '输入' })).id;
  pageId = (await ok<{ id: string }>(world.admin, '/lfscada/project/page/add', { projectId })).id;
  configurationPageId = (
    await ok<{ id: string }>(world.admin, '/lfscada/configuration/page/add', {
      equipmentId: world.plant.equipmentId,
      title: '输入',
    })
  ).id;
});
afterAll(() => world?.server.close());

const long = (n: number) => 'x'.repeat(n);

/** A call with valid fields; each case spoils one field in one way. */
interface Call {
  url: string;
  valid: () => Record<string, string>;
  /** [field, how, value]: value undefined removes the field, an array repeats it. */
  bad: [string, string, string | string[] | undefined][];
}

const calls: Call[] = [
  {
    url: '/lfscada/project/query',
    valid: () => ({}),
    bad: [
      ['page', 'wrong type', 'first'],
      ['pageSize', 'too large', '1000'],
      ['keyword', 'oversized', long(51)],
      ['keyword', 'duplicated', ['a', 'b']],
    ],
  },
  {
    url: '/lfscada/project/add',
    valid: () => ({ name: '新项目' }),
    bad: [
      ['name', 'missing', undefined],
      ['name', 'oversized', long(51)],
      ['description', 'oversized', long(501)],
      ['name', 'duplicated', ['a', 'b']],
    ],
  },
  {
    url: '/lfscada/project/edit',
    valid: () => ({ id: projectId, name: '改名' }),
    bad: [
      ['id', 'missing', undefined],
      ['name', 'missing', undefined],
      ['id', 'oversized', long(65)],
    ],
  },
  {
    url: '/lfscada/project/delete',
    valid: () => ({ id: projectId }),
    bad: [
      ['id', 'missing', undefined],
      ['id', 'duplicated', ['a', 'b']],
    ],
  },
  {
    url: '/lfscada/project/info',
    valid: () => ({ id: projectId }),
    bad: [['id', 'missing', undefined]],
  },
  ...['/lfscada/project/bindEquip', '/lfscada/project/unbindEquip'].map((url): Call => ({
    url,
    valid: () => ({ projectId, equipmentIds: world.plant.equipmentId }),
    bad: [
      ['projectId', 'missing', undefined],
      ['equipmentIds', 'missing', undefined],
      ['equipmentIds', 'oversized id', `a,${long(65)}`],
      ['equipmentIds', 'empty list', '[]'],
      ['projectId', 'duplicated', ['a', 'b']],
    ],
  })),
  ...['/lfscada/project/equip/queryAll', '/lfscada/monitor/project/equip/queryAll'].map(
    (url): Call => ({
      url,
      valid: () => ({ projectId }),
      bad: [['projectId', 'missing', undefined]],
    }),
  ),
  {
    url: '/lfscada/monitor/project/query',
    valid: () => ({}),
    bad: [['page', 'too small', '0']],
  },
  {
    url: '/lfscada/monitor/project/info',
    valid: () => ({ id: projectId }),
    bad: [['id', 'missing', undefined]],
  },
  {
    url: '/lfscada/project/page/queryAll',
    valid: () => ({ projectId }),
    bad: [['projectId', 'missing', undefined]],
  },
  {
    url: '/lfscada/project/page/add',
    valid: () => ({ projectId, home: 'false' }),
    bad: [
      ['projectId', 'missing', undefined],
      ['home', 'wrong type', 'perhaps'],
      ['title', 'oversized', long(51)],
    ],
  },
  ...['info', 'delete', 'setHome', 'copy'].map((name): Call => ({
    url: `/lfscada/project/page/${name}`,
    valid: () => ({ id: pageId }),
    bad: [
      ['id', 'missing', undefined],
      ['id', 'duplicated', ['a', 'b']],
    ],
  })),
  {
    url: '/lfscada/project/page/queryReport',
    valid: () => ({ projectId }),
    bad: [['projectId', 'missing', undefined]],
  },
  {
    url: '/lfscada/project/page/querySignalByReport',
    valid: () => ({ reportId: '1' }),
    bad: [
      ['reportId', 'missing', undefined],
      ['reportId', 'wrong type', 'daily'],
    ],
  },
  {
    url: '/lfscada/project/page/querySignalByEquip',
    valid: () => ({ equipmentId: world.plant.equipmentId }),
    bad: [['equipmentId', 'missing', undefined]],
  },
  {
    url: '/lfscada/project/page/queryBindSignal',
    valid: () => ({ projectId, dataSignal: world.plant.level }),
    bad: [
      ['projectId', 'missing', undefined],
      ['dataSignal', 'wrong type', '["level"]'],
    ],
  },
  {
    url: '/lfscada/monitor/project/page/queryAll',
    valid: () => ({ projectId }),
    bad: [['projectId', 'missing', undefined]],
  },
  {
    url: '/lfscada/monitor/project/page/info',
    valid: () => ({ id: pageId }),
    bad: [['id', 'missing', undefined]],
  },
  {
    url: '/lfscada/monitor/project/page/validPassword',
    valid: () => ({ id: pageId, password: 'secret' }),
    bad: [
      ['password', 'missing', undefined],
      ['password', 'oversized', long(65)],
    ],
  },
  {
    url: '/lfscada/configuration/page/query',
    valid: () => ({ equipmentId: world.plant.equipmentId }),
    bad: [
      ['equipmentId', 'missing', undefined],
      ['page', 'wrong type', 'one'],
    ],
  },
  ...['queryAll', 'queryHome'].map((name): Call => ({
    url: `/lfscada/configuration/page/${name}`,
    valid: () => ({ equipmentId: world.plant.equipmentId }),
    bad: [['equipmentId', 'missing', undefined]],
  })),
  {
    url: '/lfscada/configuration/page/add',
    valid: () => ({ equipmentId: world.plant.equipmentId, title: '新页' }),
    bad: [
      ['title', 'missing', undefined],
      ['width', 'wrong type', 'wide'],
      ['fit', 'wrong value', 'stretch'],
      ['title', 'oversized', long(51)],
    ],
  },
  {
    url: '/lfscada/configuration/page/edit',
    valid: () => ({ id: configurationPageId }),
    bad: [
      ['id', 'missing', undefined],
      ['height', 'negative', '-1'],
    ],
  },
  ...['info', 'setHome', 'delete'].map((name): Call => ({
    url: `/lfscada/configuration/page/${name}`,
    valid: () => ({ id: configurationPageId }),
    bad: [['id', 'missing', undefined]],
  })),
  {
    url: '/lfscada/configuration/widget/queryAll',
    valid: () => ({ pageId: configurationPageId }),
    bad: [['pageId', 'missing', undefined]],
  },
  {
    url: '/lfscada/configuration/widget/save',
    valid: () => ({ pageId: configurationPageId, widgets: '[]' }),
    bad: [
      ['widgets', 'missing', undefined],
      ['widgets', 'not JSON', '[{'],
      ['widgets', 'wrong type', '{"id": "w1"}'],
    ],
  },
];

function formWith(
  valid: Record<string, string>,
  field: string,
  value: string | string[] | undefined,
) {
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(valid)) if (key !== field) params.append(key, v);
  if (Array.isArray(value)) for (const v of value) params.append(field, v);
  else if (value !== undefined) params.append(field, value);
  return params.toString();
}

const changeCounts = () =>
  rowCounts(world.server.db, [
    'project',
    'project_page',
    'project_equipment',
    'configuration_page',
    'configuration_widget',
    'operation_log',
  ]);

describe('bad input on every project and configuration call', () => {
  const cases = calls.flatMap((call) =>
    call.bad.map(([field, how, value]) => ({ call, field, how, value })),
  );
  it.each(cases)('$call.url with $field $how', async ({ call, field, value }) => {
    const before = await changeCounts();
    const response = await world.admin.postRaw(
      call.url,
      formWith(call.valid(), field, value),
      'application/x-www-form-urlencoded',
    );
    const answer = body<{ field?: string }>(response);
    expect(answer.code, answer.message).toBe(Code.BAD_REQUEST);
    expect(response.statusCode).toBe(400);
    expect(answer.data?.field?.split('.')[0]).toBe(field);
    expect(answer.message).toContain(field);
    expect(await changeCounts()).toEqual(before);
  });
});

describe('bad input on the upload calls', () => {
  const saveCases: [string, Record<string, string | undefined>][] = [
    ['id', { id: undefined }],
    ['width', { width: 'wide' }],
    ['height', { height: '0' }],
    ['title', { title: long(51) }],
    ['fit', { fit: 'stretch' }],
    ['checkpwd', { checkpwd: 'maybe' }],
    ['password', { password: 'abc' }],
  ];
  it.each(saveCases)('page/save with a bad %s', async (field, change) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...saveFields(pageId, projectId), ...change })) {
      if (value !== undefined) fields[key] = value;
    }
    const form = multipart(fields, {
      content: layoutOf(1),
      filename: 'p.json',
      type: 'application/json',
    });
    const answer = body<{ field?: string }>(
      await upload(world.admin, '/lfscada/project/page/save', form),
    );
    expect(answer.code, answer.message).toBe(Code.BAD_REQUEST);
    expect(answer.data?.field).toBe(field);
  });

  it('refuses a repeated field, a form body and a missing project id in uploads', async () => {
    const repeated = multipart(saveFields(pageId, projectId), {
      content: layoutOf(1),
      filename: 'p.json',
      type: 'application/json',
    });
    repeated.append('title', 'again');
    const twice = body<{ field?: string }>(
      await upload(world.admin, '/lfscada/project/page/save', repeated),
    );
    expect(twice).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'title' } });

    const plain = body(
      await world.admin.post('/lfscada/project/page/save', saveFields(pageId, projectId)),
    );
    expect(plain).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('multipart'),
    });

    const thumbnail = body<{ field?: string }>(
      await upload(world.admin, '/lfscada/project/editThumbnail', multipart({})),
    );
    expect(thumbnail).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'id' } });
    const info = await ok<{ version: number }>(world.admin, '/lfscada/project/page/info', {
      id: pageId,
    });
    expect(info.version).toBe(1);
  });
});
