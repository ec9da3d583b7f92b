import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '@lf/protocol';
import { createDocument, createWidget, type PageDocument } from '@lf/designer';
import '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { NORMAL_USER } from '../../../test/fakeServer';
import { LivePage } from './LivePage';
import type { WriteChannel } from './viewerChannels';
import type { WriteTargets } from './writeValue';

/**
 * A write clicked before the page has read its signals waits for them (issue 28): only then does
 * it know whether its signal asks first, and how its value reads (开, not 1).
 */
const start = createWidget('UsualButton', {
  newId: () => 'start',
  position: { x: 10, y: 10, width: 80, height: 30 },
});
const document: PageDocument = {
  ...createDocument(),
  widgets: [
    {
      ...start,
      data: { ...start.data, signalId: 's-run', equipId: 'e-1' },
      clickEvent: {
        ...start.clickEvent,
        enable: true,
        action: 'write',
        writeType: 'fixed',
        writeValue: '1',
      },
    },
  ],
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

describe('a write clicked on a live page', () => {
  it('waits for the page’s signals, then asks with the value as the signal table says it', async () => {
    useSession.getState().setUser({ ...NORMAL_USER, auths: [AUTH.monitorWrite] });
    const view = render(show(null));
    const button = view.container.querySelector('[data-widget-id="start"]');
    expect(button?.getAttribute('data-write-refused')).toBeNull();
    fireEvent.click(button?.querySelector('rect, text, foreignObject, g') ?? (button as Element));
    await Promise.resolve();
    expect(screen.queryByText('确定写入 开 吗？')).toBeNull();

    view.rerender(show(new Map([['s-run', { confirmWrite: true, dataType: 'bool' }]])));
    await screen.findByText('确定写入 开 吗？');
    expect(channel.write).not.toHaveBeenCalled();
  });
});
