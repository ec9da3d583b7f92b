import { useState } from 'react';
import { addonOf } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { HtmlBox, PlaceholderBox } from '../svgParts';
import type { WidgetModule } from '../types';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The stream the browser can play without a player library: HLS where the <video> element
 * plays it natively; otherwise none (FLV and RTMP need a player this app does not ship).
 */
export function playableSource(
  addon: { hls: string; hlsReserve: string },
  canPlay: (type: string) => string,
): string | null {
  const hls = addon.hls || addon.hlsReserve;
  if (hls && canPlay(HLS_TYPE) !== '') return hls;
  return null;
}

function VideoPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return <StreamUnavailable text={t('project.widget.streamUnavailable')} />;
  return (
    <video
      src={src}
      autoPlay
      muted
      playsInline
      controls
      onError={() => setFailed(true)}
      style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000' }}
    />
  );
}

function StreamUnavailable({ text }: { text: string }) {
  return (
    <div
      role="status"
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#1f1f1f',
        color: '#d9d9d9',
      }}
    >
      {text}
    </div>
  );
}

export const complexVideoModule: WidgetModule = {
  type: 'ComplexVideo',
  Render: ({ widget, mode, appearance }) => {
    const { t } = useTranslation();
    const addon = addonOf(widget, 'ComplexVideo');
    if (mode === 'design' || !addon) {
      return (
        <PlaceholderBox
          widget={widget}
          caption={t('project.widget.video')}
          fill="#1f1f1f"
          stroke={appearance.borderColor}
        />
      );
    }
    const probe = document.createElement('video');
    const src = playableSource(addon, (type) => probe.canPlayType(type));
    return (
      <HtmlBox widget={widget}>
        {src ? (
          <VideoPlayer key={src} src={src} />
        ) : (
          <StreamUnavailable text={t('project.widget.streamUnavailable')} />
        )}
      </HtmlBox>
    );
  },
};
