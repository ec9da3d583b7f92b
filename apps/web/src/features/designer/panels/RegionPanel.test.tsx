import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createWidget, sequentialIds } from '@lf/designer';
import { AUTH, type UserInfo } from '@lf/protocol';
import '../../../i18n/i18n';
import { ADMIN, OPERATOR, fakeServer } from '../../../test/fakeServer';
import { useSession } from '../../../state/session';
import { createDesignerStore } from '../store';
import { DesignerContext } from '../context';
import { RegionPanel } from './RegionPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useSession.getState().clear());
});

const ROLES = [
  { id: 'engineer', name: 'engineer', builtIn: true, auths: [], userCount: 0 },
  { id: 'role-7', name: '巡检员', builtIn: false, auths: [], userCount: 2 },
];

function renderPanel(user: UserInfo) {
  const server = fakeServer({ '/lfscada/manage/role/list': () => ({ code: 200, data: ROLES }) });
  act(() => useSession.getState().setUser(user));
  const button = createWidget('UsualButton', {
    newId: sequentialIds('b'),
    position: { x: 10, y: 10, width: 80, height: 30 },
  });
  const document = { ...createDocument({ id: 'p1', title: 'Page' }), widgets: [button] };
  const store = createDesignerStore({ document, newId: sequentialIds('n') });
  act(() => store.getState().select([button.id]));
  const widget = () => store.getState().editor.document.widgets[0] ?? button;
  const view = () => (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <DesignerContext.Provider value={store}>
          <RegionPanel widget={widget()} />
        </DesignerContext.Provider>
      </AntdApp>
    </QueryClientProvider>
  );
  const rendered = render(view());
  return { server, widget, rerender: () => rendered.rerender(view()) };
}

async function choose(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('可用角色'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the Access panel of a widget', () => {
  it('offers custom roles by name to a user manager and stores their ids', async () => {
    const { widget, server, rerender } = renderPanel(ADMIN);
    await waitFor(() => expect(server.callsTo('/lfscada/manage/role/list')).toHaveLength(1));
    await choose('巡检员');
    expect(widget().authRegion).toBe('role-7');
    rerender();
    await choose('工程师');
    expect(widget().authRegion).toBe('role-7,engineer');
  });

  it('offers the built-in roles to a designer without user management, asking nothing', async () => {
    const designer = { ...OPERATOR, auths: [AUTH.projectEdit] };
    const { widget, server } = renderPanel(designer);
    await choose('操作员');
    expect(widget().authRegion).toBe('operator');
    expect(server.callsTo('/lfscada/manage/role/list')).toHaveLength(0);
    expect(screen.queryByTitle('管理员')).toBeNull();
  });
});
