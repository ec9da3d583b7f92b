import { useEffect, useRef, useState } from 'react';
import { addonOf } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { HtmlBox, PlaceholderBox } from '../svgParts';
import type { WidgetModule } from '../types';
import {
  attachPlayer,
  browserCapabilities,
  videoPlan,
  type AttachedPlayer,
  type VideoSource,
} from './videoPlayers';

/**
 * Plays the sources in order: the first one, and on a stream error the next (the reserve
 * address), then says the stream is unavailable. Each player is destroyed when its source is
 * left or the widget goes away.
 */
function VideoPlayer({ sources }: { sources: readonly VideoSource[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [failure, setFailure] = useState('');
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = sources[index];

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !source) return;
    const controller = new AbortController();
    let player: AttachedPlayer | null = null;
    const next = (reason: string) => {
      setFailure(reason);
      setIndex(index + 1);
    };
    attachPlayer(video, source, next, controller.signal).then(
      (attached) => {
        if (controller.signal.aborted) attached.destroy();
        else player = attached;
      },
      (error: unknown) => {
        // The library itself failed to load (offline, a stale chunk): try the next source.
        if (!controller.signal.aborted) next(String(error));
      },
    );
    return () => {
      controller.abort();
      player?.destroy();
    };
  }, [source, index]);

  if (!source) {
    return <VideoNotice text={t('project.widget.streamUnavailable')} reason={failure} />;
  }
  return (
    <video
      key={index}
      ref={videoRef}
      data-player={source.player}
      data-source={source.field}
      autoPlay
      muted
      playsInline
      controls
      style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000' }}
    />
  );
}

function VideoNotice({ text, reason }: { text: string; reason?: string }) {
  return (
    <div
      role="status"
      title={reason || undefined}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 8,
        boxSizing: 'border-box',
        textAlign: 'center',
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
    const plan = videoPlan(addon, browserCapabilities());
    // A new list of sources (an edited address) starts a new player from the first source.
    const key = plan.sources.map((source) => `${source.player}:${source.url}`).join('\n');
    return (
      <HtmlBox widget={widget}>
        {plan.sources.length > 0 ? (
          <VideoPlayer key={key} sources={plan.sources} />
        ) : (
          <VideoNotice
            text={t(
              plan.rtmpOnly ? 'project.widget.rtmpUnsupported' : 'project.widget.streamUnavailable',
            )}
          />
        )}
      </HtmlBox>
    );
  },
};
