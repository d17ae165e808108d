/**
 * A timer's end as a sound: three short beeps made with Web Audio (no file to fetch). Browsers start audio only after
 * a gesture, so the context is made when a timer is started (a click) and reused when one ends.
 */
let context: AudioContext | null = null;

export function prepareSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null; // no Web Audio: the visible alert still says it
  }
}

export function beep(): void {
  if (!context) return;
  const start = context.currentTime;
  for (let i = 0; i < 3; i += 1) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, start + i * 0.3);
    gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.3 + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + i * 0.3);
    oscillator.stop(start + i * 0.3 + 0.2);
  }
}
