import { vi } from 'vitest';

/** Web Audio as far as the alarm tone uses it, counting the beeps started. */
export function fakeAudio() {
  const beeps: number[] = [];
  const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    close = () => Promise.resolve();
    createGain = () => ({ gain: param, connect: (next: unknown) => next });
    createOscillator = () => ({
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: (at: number) => beeps.push(at),
      stop: vi.fn(),
    });
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return beeps;
}
