// Move and capture sounds, made by the browser's Web Audio (no sound files): a short click for a move, a lower,
// longer knock for a capture. Browsers allow sound only after the person has touched the page; before that the
// sounds are silently skipped.

let context: AudioContext | undefined;

/** Plays the move sound, or the capture sound. */
export function playMoveSound(capture: boolean): void {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = capture ? 'triangle' : 'sine';
    tone.frequency.setValueAtTime(capture ? 180 : 520, now);
    const length = capture ? 0.16 : 0.07;
    gain.gain.setValueAtTime(0.25, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + length);
    tone.connect(gain).connect(context.destination);
    tone.start(now);
    tone.stop(now + length);
  } catch {
    // No Web Audio here: no sound.
  }
}
