import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ManageEquipmentRow } from '@lf/protocol';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const row = (n: number, extra: Partial<ManageEquipmentRow> = {}): ManageEquipmentRow => ({
  id: `e${n}`,
  name: `泵站${n}`,
  type: 'eg',
  model: 'M-1',
  location: '',
  display: 'list',
  gatewayId: null,
  gatewayName: null,
  online: false,
  alarmCount: 0,
  signalCount: 3,
  protocol: null,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function server(query: Handler) {
  return fakeServer({
    ...signedInShell(ADMIN),
    '/lfscada/equipment/multi/manage/query': query,
    '/lfscada/equipment/multi/delete': () => ({ code: 200, data: { historyKept: true } }),
  });
}

describe('equipment list of the manage area', () => {
  it('shows rows with their state and asks the server for the chosen page', async () => {
    const fake = server((body) => ({
      code: 200,
      data: {
        total: 11,
        page: Number(body.get('page') ?? 1),
        pageSize: 10,
        list:
          body.get('page') === '2'
            ? [row(11)]
            : [row(1, { online: true, alarmCount: 2, gatewayName: '网关A' })],
      },
    }));
    renderApp('/manage/eg/equipment/list');
    expect(await screen.findByText('泵站1')).toBeTruthy();
    expect(screen.getByText('网关A')).toBeTruthy();
    expect(screen.getByText('报警 2')).toBeTruthy();
    expect(screen.getByText('共 11 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('泵站11')).toBeTruthy();
    expect(fake.callsTo('/lfscada/equipment/multi/manage/query').at(-1)?.body.get('page')).toBe(
      '2',
    );
  });

  it('searches by keyword from the first page', async () => {
    const fake = server(() => ({
      code: 200,
      data: { total: 1, page: 1, pageSize: 10, list: [row(1)] },
    }));
    renderApp('/manage/eg/equipment/list');
    await screen.findByText('泵站1');
    const search = screen.getByPlaceholderText('设备名称、型号或位置');
    fireEvent.change(search, { target: { value: ' 锅炉 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        fake.callsTo('/lfscada/equipment/multi/manage/query').at(-1)?.body.get('keyword'),
      ).toBe('锅炉'),
    );
  });

  it('deletes only after a confirmation that says the history is kept', async () => {
    const fake = server(() => ({
      code: 200,
      data: { total: 1, page: 1, pageSize: 10, list: [row(1)] },
    }));
    renderApp('/manage/eg/equipment/list');
    await screen.findByText('泵站1');
    fireEvent.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    expect(await screen.findByText(/历史数据保留/)).toBeTruthy();
    expect(fake.callsTo('/lfscada/equipment/multi/delete')).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: /^删\s*除$/ }).at(-1);
    if (confirm) fireEvent.click(confirm);
    await waitFor(() => expect(fake.callsTo('/lfscada/equipment/multi/delete')).toHaveLength(1));
    expect(fake.callsTo('/lfscada/equipment/multi/delete')[0]?.body.get('id')).toBe('e1');
  }, 60_000);
});
