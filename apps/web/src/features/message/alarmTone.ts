const BEEPS_S = [0, 0.3];
const BEEP_LENGTH_S = 0.18;
const PITCH_HZ = 880;

/**
 * The console's alarm tone: two short beeps, made with Web Audio so no sound file is fetched.
 * Silent where the browser has no Web Audio; a browser that has not yet seen a click on the
 * page keeps the tone muted until it has (the console is reached through the login click). Each
 * tone has an audio context of its own, closed once it has sounded: alarms are rare.
 */
export function playAlarmTone(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  let context: AudioContext;
  try {
    context = new AudioContextClass();
  } catch {
    // No audio output (a machine without a sound device): the pop-up and badge still tell.
    return;
  }
  if (context.state === 'suspended') context.resume().catch(() => undefined);
  const now = context.currentTime;
  for (const offset of BEEPS_S) {
    const start = now + offset;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = PITCH_HZ;
    // A short fade in and out: a hard start or stop clicks in the speaker.
    volume.gain.setValueAtTime(0.0001, start);
    volume.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + BEEP_LENGTH_S);
    tone.connect(volume).connect(context.destination);
    tone.start(start);
    tone.stop(start + BEEP_LENGTH_S);
  }
  const lastEnd = (BEEPS_S.at(-1) ?? 0) + BEEP_LENGTH_S;
  setTimeout(() => context.close().catch(() => undefined), (lastEnd + 0.1) * 1000);
}
