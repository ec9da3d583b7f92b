import { render } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AUTH, BUILT_IN_ROLE_AUTHS } from '@lf/protocol';
import { createDocument, createWidget, type PageDocument } from '@lf/designer';
import '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { NORMAL_USER } from '../../../test/fakeServer';
import { LivePage } from './LivePage';
import type { WriteChannel } from './viewerChannels';
import type { WriteTargets } from './writeValue';

/**
 * A page's writes wait until its signals are read (issue 28): before that a write could not
 * know whether its signal asks first, nor say its value as the signal table does.
 */
const start = createWidget('UsualButton', {
  newId: () => 'start',
  position: { x: 10, y: 10, width: 80, height: 30 },
});
const document: PageDocument = {
  ...createDocument(),
  widgets: [{ ...start, data: { ...start.data, signalId: 's-run', equipId: 'e-1' } }],
};
const channel: WriteChannel = {
  write: vi.fn(() => Promise.resolve({ uuid: 'u' })),
  callbackPath: '/callback',
  history: vi.fn(() => Promise.resolve([])),
  pageUrl: (pageId) => `/page/${pageId}`,
};

function show(writeTargets: WriteTargets | null) {
  return (
    <App>
      <LivePage
        document={document}
        values={new Map()}
        writeTargets={writeTargets}
        channel={channel}
        dialogPage={() => null}
      />
    </App>
  );
}

describe('a live page whose user may write', () => {
  it('holds its writing widgets back, saying why, until the signals are read', () => {
    expect(BUILT_IN_ROLE_AUTHS.operator).toContain(AUTH.monitorWrite);
    useSession.getState().setUser({ ...NORMAL_USER, auths: [...BUILT_IN_ROLE_AUTHS.operator] });
    const view = render(show(null));
    const button = () => view.container.querySelector('[data-widget-id="start"]');
    expect(button()?.getAttribute('data-write-refused')).toBe('true');
    expect(button()?.querySelector('title')?.textContent).toBe('正在读取页面变量…');

    view.rerender(show(new Map([['s-run', { confirmWrite: true, dataType: 'bool' }]])));
    expect(button()?.getAttribute('data-write-refused')).toBeNull();
  });
});
