import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidget, sequentialIds, type Appearance } from '@lf/designer';
import '../../../../i18n/i18n';
import { complexVideoModule } from './complexVideo';
import type * as Players from './videoPlayers';
import type { AttachedPlayer, VideoSource } from './videoPlayers';

interface Attached {
  source: VideoSource;
  fail: (reason: string) => void;
  destroy: ReturnType<typeof vi.fn>;
}
const attached: Attached[] = [];

vi.mock('./videoPlayers', async (importOriginal) => {
  const real = await importOriginal<typeof Players>();
  return {
    ...real,
    browserCapabilities: () => ({ nativeHls: false, mediaSource: true }),
    attachPlayer: (
      _video: HTMLVideoElement,
      source: VideoSource,
      onError: (reason: string) => void,
    ): Promise<AttachedPlayer> => {
      const destroy = vi.fn();
      attached.push({ source, fail: onError, destroy });
      return Promise.resolve({ destroy });
    },
  };
});

const appearance: Appearance = {
  visible: true,
  twinkle: null,
  rotation: null,
  fillColor: '#ffffff',
  borderColor: '#000000',
  fontColor: '#000000',
};

function videoWidget(addon: Record<string, unknown>) {
  return createWidget('ComplexVideo', {
    newId: sequentialIds('v'),
    position: { x: 0, y: 0, width: 320, height: 180 },
    dataAddon: addon,
  });
}

function show(addon: Record<string, unknown>) {
  const Render = complexVideoModule.Render;
  const view = (next: Record<string, unknown>) => (
    <svg>
      <Render
        widget={videoWidget(next)}
        appearance={appearance}
        value={undefined}
        values={new Map()}
        mode="view"
        actions={null}
        locale="zh-CN"
      />
    </svg>
  );
  const result = render(view(addon));
  return { ...result, change: (next: Record<string, unknown>) => result.rerender(view(next)) };
}

const flush = () => act(() => Promise.resolve());

beforeEach(() => {
  attached.length = 0;
});

describe('video widget in the viewer', () => {
  it('plays FLV with mpegts.js, falls back to HLS then the reserve, then says unavailable', async () => {
    const { container } = show({
      flv: 'http://cam/1.flv',
      hls: 'http://cam/1.m3u8',
      hlsReserve: 'http://spare/1.m3u8',
    });
    await flush();
    expect(attached.map((one) => one.source.field)).toEqual(['flv']);
    expect(container.querySelector('video')?.dataset.player).toBe('mpegts');

    act(() => attached[0]?.fail('network'));
    await flush();
    expect(attached[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(attached.map((one) => one.source.field)).toEqual(['flv', 'hls']);
    expect(container.querySelector('video')?.dataset.player).toBe('hls.js');

    act(() => attached[1]?.fail('network'));
    await flush();
    expect(attached.map((one) => one.source.url)).toEqual([
      'http://cam/1.flv',
      'http://cam/1.m3u8',
      'http://spare/1.m3u8',
    ]);

    act(() => attached[2]?.fail('network'));
    await flush();
    expect(screen.getByRole('status').textContent).toBe('视频流不可用');
    expect(container.querySelector('video')).toBeNull();
    expect(attached.every((one) => one.destroy.mock.calls.length === 1)).toBe(true);
  });

  it('destroys the player when the address changes and when the widget goes away', async () => {
    const { change, unmount } = show({ flv: 'http://cam/1.flv' });
    await flush();
    change({ flv: 'http://cam/2.flv' });
    await flush();
    expect(attached.map((one) => one.source.url)).toEqual(['http://cam/1.flv', 'http://cam/2.flv']);
    expect(attached[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(attached[1]?.destroy).not.toHaveBeenCalled();
    unmount();
    expect(attached[1]?.destroy).toHaveBeenCalledTimes(1);
  });

  it('says that a browser cannot play RTMP when only RTMP is set', () => {
    show({ rtmp: 'rtmp://cam/live/1', rtmpReserve: 'rtmp://spare/live/1' });
    expect(screen.getByRole('status').textContent).toBe(
      '浏览器无法播放 RTMP 视频流，请填写 FLV 或 HLS 地址',
    );
    expect(attached).toHaveLength(0);
  });

  it('says the stream is unavailable when no address is set', () => {
    show({});
    expect(screen.getByRole('status').textContent).toBe('视频流不可用');
  });
});
