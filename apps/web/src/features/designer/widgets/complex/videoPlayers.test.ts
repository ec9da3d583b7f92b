import { describe, expect, it } from 'vitest';
import { videoPlan, type VideoAddonSources, type VideoCapabilities } from './videoPlayers';

const none: VideoAddonSources = { flv: '', hls: '', hlsReserve: '', rtmp: '', rtmpReserve: '' };
const chromium: VideoCapabilities = { nativeHls: false, mediaSource: true };
const safari: VideoCapabilities = { nativeHls: true, mediaSource: true };
const oldPhone: VideoCapabilities = { nativeHls: true, mediaSource: false };
const bare: VideoCapabilities = { nativeHls: false, mediaSource: false };

const FLV = 'http://cam.local/live/1.flv';
const WS_FLV = 'ws://cam.local/live/1.flv';
const HLS = 'http://cam.local/live/1.m3u8';
const HLS_SPARE = 'http://spare.local/live/1.m3u8';
const RTMP = 'rtmp://cam.local/live/1';

describe('videoPlan: which address, which player, in which order', () => {
  it('plays FLV (over HTTP or WebSocket) with mpegts.js', () => {
    expect(videoPlan({ ...none, flv: FLV }, chromium).sources).toEqual([
      { field: 'flv', url: FLV, player: 'mpegts' },
    ]);
    expect(videoPlan({ ...none, flv: WS_FLV }, chromium).sources[0]?.player).toBe('mpegts');
  });

  it('plays HLS with hls.js where the element does not, natively where it does', () => {
    expect(videoPlan({ ...none, hls: HLS }, chromium).sources).toEqual([
      { field: 'hls', url: HLS, player: 'hls.js' },
    ]);
    expect(videoPlan({ ...none, hls: HLS }, safari).sources).toEqual([
      { field: 'hls', url: HLS, player: 'native' },
    ]);
    expect(videoPlan({ ...none, hls: HLS }, oldPhone).sources[0]?.player).toBe('native');
  });

  it('tries FLV, then HLS, then the reserve HLS address', () => {
    const plan = videoPlan(
      { flv: FLV, hls: HLS, hlsReserve: HLS_SPARE, rtmp: RTMP, rtmpReserve: RTMP },
      chromium,
    );
    expect(plan.sources.map((source) => source.field)).toEqual(['flv', 'hls', 'hlsReserve']);
    expect(plan.sources.map((source) => source.player)).toEqual(['mpegts', 'hls.js', 'hls.js']);
    expect(plan.rtmpOnly).toBe(false);
  });

  it('uses the reserve HLS address alone when the main one is empty', () => {
    expect(videoPlan({ ...none, hlsReserve: HLS_SPARE }, chromium).sources).toEqual([
      { field: 'hlsReserve', url: HLS_SPARE, player: 'hls.js' },
    ]);
  });

  it('tries a reserve address equal to the main one only once', () => {
    const plan = videoPlan({ ...none, hls: HLS, hlsReserve: ` ${HLS} ` }, chromium);
    expect(plan.sources).toHaveLength(1);
  });

  it('leaves out FLV without MediaSource, and everything without either way to play', () => {
    expect(videoPlan({ ...none, flv: FLV, hls: HLS }, oldPhone).sources).toEqual([
      { field: 'hls', url: HLS, player: 'native' },
    ]);
    expect(videoPlan({ ...none, flv: FLV, hls: HLS }, bare)).toEqual({
      sources: [],
      rtmpOnly: false,
    });
  });

  it('never plays RTMP, and says so when RTMP is all there is', () => {
    expect(videoPlan({ ...none, rtmp: RTMP }, safari)).toEqual({ sources: [], rtmpOnly: true });
    expect(videoPlan({ ...none, rtmpReserve: RTMP }, chromium).rtmpOnly).toBe(true);
    expect(videoPlan({ ...none, rtmp: RTMP, hls: HLS }, chromium).rtmpOnly).toBe(false);
  });

  it('treats blank and missing addresses (an old layout) as unset', () => {
    const old = { flv: '  ', hls: undefined } as unknown as VideoAddonSources;
    expect(videoPlan(old, chromium)).toEqual({ sources: [], rtmpOnly: false });
  });
});
