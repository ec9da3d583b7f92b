/**
 * Which stream a video widget plays, and with what. The choice is pure (given what the browser
 * can do); the players themselves (mpegts.js for FLV, hls.js for HLS where the <video> element
 * does not play it) are imported only when a viewer actually attaches one, so neither library
 * is in a bundle a page without video downloads.
 */

/** The add-on fields the choice reads (the widget's `dataAddon`). */
export interface VideoAddonSources {
  readonly flv: string;
  readonly hls: string;
  readonly hlsReserve: string;
  readonly rtmp: string;
  readonly rtmpReserve: string;
}

/** How a source is played: by the element itself, or through a library over MediaSource. */
export type PlayerKind = 'native' | 'hls.js' | 'mpegts';

export interface VideoSource {
  readonly field: 'flv' | 'hls' | 'hlsReserve';
  readonly url: string;
  readonly player: PlayerKind;
}

/** What the browser can do, as far as the choice needs to know. */
export interface VideoCapabilities {
  /** The <video> element plays an HLS playlist by itself (Safari, recent Chrome). */
  readonly nativeHls: boolean;
  /** MediaSource (or Apple's ManagedMediaSource) takes H.264 in MP4: what both libraries feed. */
  readonly mediaSource: boolean;
}

export interface VideoPlan {
  /** Sources to try in order: the next one when one fails. */
  readonly sources: readonly VideoSource[];
  /** Only RTMP addresses are set: no browser plays RTMP, which the viewer says. */
  readonly rtmpOnly: boolean;
}

export const HLS_TYPE = 'application/vnd.apple.mpegurl';
const H264_MP4 = 'video/mp4; codecs="avc1.42E01E"';

/**
 * The sources to try, in the add-on's order: FLV first (low latency, over HTTP or WebSocket),
 * then the HLS address, then the reserve HLS address. A source the browser cannot play is left
 * out. RTMP (main and reserve) is never playable in a browser.
 */
export function videoPlan(addon: VideoAddonSources, can: VideoCapabilities): VideoPlan {
  const sources: VideoSource[] = [];
  const flv = address(addon.flv);
  if (flv && can.mediaSource) sources.push({ field: 'flv', url: flv, player: 'mpegts' });
  const hlsPlayer: PlayerKind | null = can.nativeHls ? 'native' : can.mediaSource ? 'hls.js' : null;
  for (const field of ['hls', 'hlsReserve'] as const) {
    const url = address(addon[field]);
    if (url && hlsPlayer && !sources.some((source) => source.url === url)) {
      sources.push({ field, url, player: hlsPlayer });
    }
  }
  const anyOther = [addon.flv, addon.hls, addon.hlsReserve].some((url) => address(url) !== '');
  const anyRtmp = [addon.rtmp, addon.rtmpReserve].some((url) => address(url) !== '');
  return { sources, rtmpOnly: anyRtmp && !anyOther };
}

/** A stored address, trimmed; a missing or non-text field (an old layout) counts as unset. */
function address(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

let probed: VideoCapabilities | null = null;

/** What this browser can do (probed once). */
export function browserCapabilities(): VideoCapabilities {
  if (probed) return probed;
  const probe = document.createElement('video');
  const scope = globalThis as {
    MediaSource?: { isTypeSupported(type: string): boolean };
    ManagedMediaSource?: { isTypeSupported(type: string): boolean };
  };
  const source = scope.MediaSource ?? scope.ManagedMediaSource;
  probed = {
    nativeHls: probe.canPlayType(HLS_TYPE) !== '',
    mediaSource: source?.isTypeSupported(H264_MP4) ?? false,
  };
  return probed;
}

/** A player attached to a <video> element; `destroy` stops it and lets go of the element. */
export interface AttachedPlayer {
  destroy(): void;
}

/**
 * Attaches the player of `source` to `video` and starts it. `onError` is called once, when the
 * stream fails for good. When `signal` aborts before a library has loaded, nothing is attached.
 */
export async function attachPlayer(
  video: HTMLVideoElement,
  source: VideoSource,
  onError: (reason: string) => void,
  signal: AbortSignal,
): Promise<AttachedPlayer> {
  let failed = false;
  const fail = (reason: string) => {
    if (failed || signal.aborted) return;
    failed = true;
    onError(reason);
  };
  const onMediaError = () => fail(`media error ${video.error?.code ?? ''}`.trim());
  video.addEventListener('error', onMediaError);
  const release = () => {
    video.removeEventListener('error', onMediaError);
    video.removeAttribute('src');
    video.load();
  };
  const none: AttachedPlayer = { destroy: release };

  if (source.player === 'native') {
    video.src = source.url;
    return none;
  }

  if (source.player === 'hls.js') {
    const { default: Hls } = await import('hls.js');
    if (signal.aborted) return none;
    if (!Hls.isSupported()) {
      fail('hls.js unsupported');
      return none;
    }
    const hls = new Hls({ enableWorker: true, lowLatencyMode: true });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) fail(`hls.js ${data.type}: ${data.details}`);
    });
    hls.loadSource(source.url);
    hls.attachMedia(video);
    return {
      destroy() {
        hls.destroy();
        release();
      },
    };
  }

  const { default: mpegts } = await import('mpegts.js');
  if (signal.aborted) return none;
  if (!mpegts.getFeatureList().mseLivePlayback) {
    fail('mpegts.js unsupported');
    return none;
  }
  mpegts.LoggingControl.applyConfig({
    enableVerbose: false,
    enableDebug: false,
    enableInfo: false,
  });
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url: source.url },
    { enableStashBuffer: false, liveBufferLatencyChasing: true },
  );
  player.on(mpegts.Events.ERROR, (type: string, detail: string) =>
    fail(`mpegts.js ${type}: ${detail}`),
  );
  player.attachMediaElement(video);
  player.load();
  const started = player.play();
  if (started) started.catch(() => undefined); // autoplay refusal: the controls are there
  return {
    destroy() {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
      release();
    },
  };
}
