import { useEffect, useRef, useState } from 'react';
import { advance, type PlaybackSpeed } from './logic/playback';

/**
 * The playhead of a track between `start` and `end`: plays at a speed (1×–64×) on animation
 * frames, pauses, and is set directly by the scrubber. Reaching the end pauses.
 */
export function useTrackPlayback(start: number, end: number) {
  const [time, setTime] = useState(start);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaybackSpeed>(16);
  const [range, setRange] = useState({ start, end });
  const frame = useRef(0);

  // A new track starts paused at its beginning (adjusted while rendering, not in an effect).
  if (range.start !== start || range.end !== end) {
    setRange({ start, end });
    setTime(start);
    setPlaying(false);
  }

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const step = (now: number) => {
      const elapsed = now - last;
      last = now;
      let reachedEnd = false;
      setTime((t) => {
        const next = advance(t, elapsed, speed, end);
        reachedEnd = next >= end;
        return next;
      });
      if (reachedEnd) setPlaying(false);
      else frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame.current);
  }, [playing, speed, end]);

  const play = () => {
    // Playing again from the end starts over.
    setTime((t) => (t >= end ? start : t));
    setPlaying(true);
  };

  return { time, setTime, playing, play, pause: () => setPlaying(false), speed, setSpeed };
}
