import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, fakeServer, signedInShell } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const gateways = [
  { id: 'gw-east', name: '东区网关', online: true },
  { id: 'gw-west', name: '西区网关', online: false },
];

function server(equipment: object = savedEquipment) {
  return fakeServer({
    ...signedInShell(ADMIN),
    '/lfscada/system/model/query': () => ({ code: 200, data: [] }),
    '/lfscada/gateway/query': (body) => {
      const keyword = body.get('keyword') ?? '';
      const list = gateways.filter((g) => g.name.includes(keyword) || g.id.includes(keyword));
      return { code: 200, data: { total: list.length, page: 1, pageSize: 50, list } };
    },
    '/lfscada/equipment/multi/add': () => ({ code: 200, data: { id: 'e-new' } }),
    '/lfscada/equipment/multi/manage/info': () => ({ code: 200, data: equipment }),
    '/lfscada/equipment/multi/bindGateway': () => ({ code: 200, data: null }),
    '/lfscada/equipment/multi/unbindGateway': () => ({ code: 200, data: null }),
    '/lfscada/equipment/multi/edit': () => ({ code: 200, data: null }),
  });
}

const savedEquipment = {
  id: 'e1',
  name: '一号泵站',
  type: 'eg',
  model: '',
  location: '',
  lat: null,
  lng: null,
  description: '',
  image: '',
  display: 'list',
  gateway: gateways[0],
  driver: null,
  signals: [],
  reports: [],
};

describe('new equipment form', () => {
  it('binds the new equipment to a gateway searched on the server', async () => {
    const fake = server();
    renderApp('/manage/eg/equipment/add');
    fireEvent.change(await screen.findByLabelText('设备名称'), { target: { value: '三号泵站' } });
    const picker = screen.getByLabelText('所属网关');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '西区' } });
    await waitFor(() =>
      expect(fake.callsTo('/lfscada/gateway/query').at(-1)?.body.get('keyword')).toBe('西区'),
    );
    // Only the server's answer to the search is offered, with the gateway's id and state.
    const option = await screen.findByText('西区网关');
    expect(screen.queryByText('东区网关')).toBeNull();
    expect(screen.getAllByText('gw-west').length).toBeGreaterThan(0);
    expect(screen.getByText('离线')).toBeTruthy();
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(fake.callsTo('/lfscada/equipment/multi/add')).toHaveLength(1));
    const sent = fake.callsTo('/lfscada/equipment/multi/add')[0]?.body;
    expect(sent?.get('name')).toBe('三号泵站');
    expect(sent?.get('gatewayId')).toBe('gw-west');
  }, 60_000);

  it('creates the equipment without a gateway when none is chosen', async () => {
    const fake = server();
    renderApp('/manage/eg/equipment/add');
    fireEvent.change(await screen.findByLabelText('设备名称'), { target: { value: '四号泵站' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(fake.callsTo('/lfscada/equipment/multi/add')).toHaveLength(1));
    const sent = fake.callsTo('/lfscada/equipment/multi/add')[0]?.body;
    expect(sent?.get('name')).toBe('四号泵站');
    expect(sent?.has('gatewayId')).toBe(false);
  }, 60_000);
});

describe('saved equipment form', () => {
  it('moves the equipment to another gateway only after confirmation', async () => {
    const fake = server();
    renderApp('/manage/eg/equipment/edit/e1');
    const picker = await screen.findByLabelText('所属网关');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('西区网关'));
    expect(await screen.findByText(/原网关将停止采集该设备/)).toBeTruthy();
    expect(fake.callsTo('/lfscada/equipment/multi/bindGateway')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(fake.callsTo('/lfscada/equipment/multi/bindGateway')).toHaveLength(1),
    );
    const sent = fake.callsTo('/lfscada/equipment/multi/bindGateway')[0]?.body;
    expect(sent?.get('id')).toBe('e1');
    expect(sent?.get('gatewayId')).toBe('gw-west');
    expect(fake.callsTo('/lfscada/equipment/multi/unbindGateway')).toHaveLength(0);
  }, 60_000);

  it('sends nothing when the person cancels', async () => {
    const fake = server();
    renderApp('/manage/eg/equipment/edit/e1');
    const picker = await screen.findByLabelText('所属网关');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('西区网关'));
    await screen.findByText(/原网关将停止采集该设备/);
    fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    // The confirmation's closing animation never ends in jsdom: give a call time to be sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.callsTo('/lfscada/equipment/multi/bindGateway')).toHaveLength(0);
    expect(fake.callsTo('/lfscada/equipment/multi/unbindGateway')).toHaveLength(0);
  }, 60_000);
});

describe('position of the saved equipment', () => {
  const truck = {
    ...savedEquipment,
    lat: 31.2,
    lng: 121.4,
    signals: [
      { id: '11', name: '纬度' },
      { id: '12', name: '经度' },
      { id: '13', name: '车速' },
    ],
  };
  const truckServer = () => server(truck);
  const choose = async (label: string, option: string) => {
    const picker = await screen.findByLabelText(label);
    fireEvent.mouseDown(picker);
    const options = await screen.findAllByTitle(option);
    fireEvent.click(options[options.length - 1] as HTMLElement);
  };
  const save = () => fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));

  it('binds two of its signals as latitude and longitude, both or neither', async () => {
    const fake = truckServer();
    renderApp('/manage/eg/equipment/edit/e1');
    await choose('纬度变量', '纬度');
    save();
    // One alone is refused before anything is sent.
    expect((await screen.findAllByText(/纬度变量和经度变量须同时选择/)).length).toBeGreaterThan(0);
    expect(fake.callsTo('/lfscada/equipment/multi/edit')).toHaveLength(0);
    await choose('经度变量', '经度');
    save();
    await waitFor(() => expect(fake.callsTo('/lfscada/equipment/multi/edit')).toHaveLength(1));
    const sent = fake.callsTo('/lfscada/equipment/multi/edit')[0]?.body;
    expect(sent?.get('latSignalId')).toBe('11');
    expect(sent?.get('lngSignalId')).toBe('12');
    expect(sent?.get('lat')).toBe('31.2');
    expect(sent?.get('lng')).toBe('121.4');
  }, 60_000);

  it('sends cleared coordinates and signals empty, so that the server clears them', async () => {
    const fake = truckServer();
    renderApp('/manage/eg/equipment/edit/e1');
    const lat = await screen.findByLabelText('纬度');
    fireEvent.change(lat, { target: { value: '' } });
    fireEvent.blur(lat);
    save();
    await waitFor(() => expect(fake.callsTo('/lfscada/equipment/multi/edit')).toHaveLength(1));
    const sent = fake.callsTo('/lfscada/equipment/multi/edit')[0]?.body;
    expect(sent?.get('lat')).toBe('');
    expect(sent?.get('lng')).toBe('121.4');
    expect(sent?.get('latSignalId')).toBe('');
    expect(sent?.get('lngSignalId')).toBe('');
  }, 60_000);
});
