/** The rows the cases point at: made in the test's beforeAll, read when a case runs. */
export interface ExistingRows {
  equipmentId: string;
  signalId: string;
}

const long = (n: number) => 'x'.repeat(n);
const signal = { name: '新变量', area: 'holding', address: '1', dataType: 'int16' };

interface Case {
  name: string;
  url: string;
  fields: () => Record<string, unknown>;
  field: string;
}

/** The manage area's bad inputs: each call, its fields and the field its refusal must name. */
export function manageAreaCases(ids: ExistingRows): Case[] {
  return [
    {
      name: 'equipment without name',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({}),
      field: 'name',
    },
    {
      name: 'equipment name too long',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: long(65) }),
      field: 'name',
    },
    {
      name: 'equipment name taken',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: '已有设备' }),
      field: 'name',
    },
    {
      name: 'equipment latitude as text',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: 'a', lat: 'north' }),
      field: 'lat',
    },
    {
      name: 'equipment latitude out of range',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: 'a', lat: 91 }),
      field: 'lat',
    },
    {
      name: 'equipment of an unknown gateway',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: 'a', gatewayId: 'nope' }),
      field: 'gatewayId',
    },
    {
      name: 'equipment from an unknown model',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: 'a', modelId: 'nope' }),
      field: 'modelId',
    },
    {
      name: 'equipment description too long',
      url: '/lfscada/equipment/multi/add',
      fields: () => ({ name: 'a', description: long(501) }),
      field: 'description',
    },
    {
      name: 'edit without id',
      url: '/lfscada/equipment/multi/edit',
      fields: () => ({ name: 'a' }),
      field: 'id',
    },
    {
      name: 'display of another kind',
      url: '/lfscada/equipment/multi/setDisplay',
      fields: () => ({ id: ids.equipmentId, display: 'grid' }),
      field: 'display',
    },
    {
      name: 'driver not JSON',
      url: '/lfscada/equipment/multi/driver/edit',
      fields: () => ({ id: ids.equipmentId, driver: '{' }),
      field: 'driver',
    },
    {
      name: 'driver of an unknown protocol',
      url: '/lfscada/equipment/multi/driver/edit',
      fields: () => ({ id: ids.equipmentId, driver: { protocol: 'bacnet', settings: {} } }),
      field: 'driver.protocol',
    },
    {
      name: 'driver port out of range',
      url: '/lfscada/equipment/multi/driver/edit',
      fields: () => ({
        id: ids.equipmentId,
        driver: { protocol: 'modbus-tcp', settings: { host: 'h', port: 70000 } },
      }),
      field: 'driver.settings.port',
    },
    {
      name: 'driver without host',
      url: '/lfscada/equipment/multi/driver/edit',
      fields: () => ({ id: ids.equipmentId, driver: { protocol: 'modbus-tcp', settings: {} } }),
      field: 'driver.settings.host',
    },
    {
      name: 'image that is not an image',
      url: '/lfscada/equipment/multi/image/upload',
      fields: () => ({ id: ids.equipmentId, image: 'data:text/html;base64,AAAA' }),
      field: 'image',
    },
    {
      name: 'image too large',
      url: '/lfscada/equipment/multi/image/upload',
      fields: () => ({ id: ids.equipmentId, image: `data:image/png;base64,${long(1_400_000)}` }),
      field: 'image',
    },
    {
      name: 'signal without area',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, name: 'a', address: 1, dataType: 'int16' }),
      field: 'area',
    },
    {
      name: 'signal address as text',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, address: 'ten' }),
      field: 'address',
    },
    {
      name: 'signal address too large',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, address: 65536 }),
      field: 'address',
    },
    {
      name: 'signal name taken',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, name: '已有变量' }),
      field: 'name',
    },
    {
      name: 'signal name too long',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, name: long(65) }),
      field: 'name',
    },
    {
      name: 'signal scale zero',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, scale: 0 }),
      field: 'scale',
    },
    {
      name: 'bool signal in a register',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, dataType: 'bool' }),
      field: 'dataType',
    },
    {
      name: 'writable input register',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, area: 'input', access: 'rw' }),
      field: 'access',
    },
    {
      name: 'signal min above max',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({ equipmentId: ids.equipmentId, ...signal, min: 10, max: 1 }),
      field: 'min',
    },
    {
      name: 'alarm rule of an unknown kind',
      url: '/lfscada/equipment/multi/signal/add',
      fields: () => ({
        equipmentId: ids.equipmentId,
        ...signal,
        alarmRules: [{ kind: 'odd', value: 1 }],
      }),
      field: 'alarmRules.0.kind',
    },
    {
      name: 'signal edit with a word order unknown',
      url: '/lfscada/equipment/multi/signal/edit',
      fields: () => ({ id: ids.signalId, ...signal, wordOrder: 'BADC' }),
      field: 'wordOrder',
    },
    {
      name: 'signal delete without ids',
      url: '/lfscada/equipment/multi/signal/delete',
      fields: () => ({ ids: [] }),
      field: 'ids',
    },
    {
      name: 'import of another format',
      url: '/lfscada/equipment/multi/signal/import',
      fields: () => ({ equipmentId: ids.equipmentId, format: 'pdf', content: 'AAAA' }),
      field: 'format',
    },
    {
      name: 'import that is not base64',
      url: '/lfscada/equipment/multi/signal/import',
      fields: () => ({ equipmentId: ids.equipmentId, format: 'csv', content: '<<<' }),
      field: 'content',
    },
    {
      name: 'import too large',
      url: '/lfscada/equipment/multi/signal/import',
      fields: () => ({ equipmentId: ids.equipmentId, format: 'csv', content: long(1_900_000) }),
      field: 'content',
    },
    {
      name: 'report name taken',
      url: '/lfscada/equipment/multi/report/add',
      fields: () => ({ equipmentId: ids.equipmentId, name: '已有报表', signalIds: [] }),
      field: 'name',
    },
    {
      name: 'report ids not a list',
      url: '/lfscada/equipment/multi/report/add',
      fields: () => ({ equipmentId: ids.equipmentId, name: 'r', signalIds: '{"a":1}' }),
      field: 'signalIds',
    },
    {
      name: 'gateway id with a slash',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'a/b', name: 'g' }),
      field: 'id',
    },
    {
      name: 'gateway id taken',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'gw-taken', name: 'g' }),
      field: 'id',
    },
    {
      name: 'gateway interval as text',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'gw-x', name: 'g', interval: 'often' }),
      field: 'interval',
    },
    {
      name: 'gateway economize mode unknown',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'gw-x', name: 'g', economizeMode: 'lazy' }),
      field: 'economizeMode',
    },
    {
      name: 'gateway vpn not a flag',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'gw-x', name: 'g', vpn: 'maybe' }),
      field: 'vpn',
    },
    {
      name: 'gateway broker not a URL',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'gw-x', name: 'g', brokerUrl: 'ftp://x' }),
      field: 'brokerUrl',
    },
    {
      name: 'gateway of an unknown firmware model',
      url: '/lfscada/gateway/add',
      fields: () => ({ id: 'gw-x', name: 'g', hardwareId: 'nope' }),
      field: 'hardwareId',
    },
    {
      name: 'firmware model without version',
      url: '/lfscada/system/hardware/add',
      fields: () => ({ name: 'h' }),
      field: 'firmwareVersion',
    },
    {
      name: 'firmware model name taken',
      url: '/lfscada/system/hardware/add',
      fields: () => ({ name: '已有型号', firmwareVersion: '1' }),
      field: 'name',
    },
    {
      name: 'protocol unknown',
      url: '/lfscada/system/protocol/edit',
      fields: () => ({ id: 'bacnet', enabled: true }),
      field: 'id',
    },
    {
      name: 'model template with a bad signal',
      url: '/lfscada/system/model/add',
      fields: () => ({
        name: 'm',
        template: { signals: [{ name: 's', area: 'holding', address: -1, dataType: 'int16' }] },
      }),
      field: 'template.signals.0.address',
    },
    {
      name: 'model without template or equipment',
      url: '/lfscada/system/model/add',
      fields: () => ({ name: 'm' }),
      field: 'template',
    },
    {
      name: 'announcement without content',
      url: '/lfscada/system/msg/add',
      fields: () => ({ title: 't' }),
      field: 'content',
    },
    {
      name: 'announcement title too long',
      url: '/lfscada/system/msg/add',
      fields: () => ({ title: long(101), content: 'c' }),
      field: 'title',
    },
    {
      name: 'frame path with a slash',
      url: '/lfscada/system/frame/add',
      fields: () => ({ path: 'a/b', title: 't', url: 'https://a' }),
      field: 'path',
    },
    {
      name: 'frame of a javascript URL',
      url: '/lfscada/system/frame/add',
      fields: () => ({ path: 'js', title: 't', url: 'javascript:alert(1)' }),
      field: 'url',
    },
    {
      name: 'frame path taken',
      url: '/lfscada/system/frame/add',
      fields: () => ({ path: 'taken', title: 't', url: 'https://a' }),
      field: 'path',
    },
  ];
}
