import { ALARM_PRIORITY_SOUND, type AlarmPriority } from '@lf/protocol';

/** Silence between the beeps of a tone. */
const GAP_S = 0.12;

/**
 * The console's alarm tone of a priority (`ALARM_PRIORITY_SOUND`: higher priorities beep higher
 * and more often; medium is the two beeps of a message), made with Web Audio so no sound file
 * is fetched.
 * Silent where the browser has no Web Audio; a browser that has not yet seen a click on the
 * page keeps the tone muted until it has (the console is reached through the login click). Each
 * tone has an audio context of its own, closed once it has sounded: alarms are rare.
 */
export function playAlarmTone(priority: AlarmPriority = 'medium'): void {
  const sound = ALARM_PRIORITY_SOUND[priority];
  const beepS = sound.beepMs / 1000;
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
  for (let beep = 0; beep < sound.beeps; beep += 1) {
    const start = now + beep * (beepS + GAP_S);
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = sound.frequency;
    // A short fade in and out: a hard start or stop clicks in the speaker.
    volume.gain.setValueAtTime(0.0001, start);
    volume.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + beepS);
    tone.connect(volume).connect(context.destination);
    tone.start(start);
    tone.stop(start + beepS);
  }
  const lastEnd = sound.beeps * (beepS + GAP_S);
  setTimeout(() => context.close().catch(() => undefined), (lastEnd + 0.1) * 1000);
}
