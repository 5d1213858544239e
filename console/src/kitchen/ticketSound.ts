import { useCallback, useEffect, useRef, useState } from 'react';

/** The cook's choice, kept on the device: the kitchen tablet stays on or off until changed. */
export const SOUND_KEY = 'lakeside.kitchen.sound';

function rememberedOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * A short rising two-note tone, made by the Web Audio API (no sound file to download or cache
 * offline): one oscillator, 880 Hz then 1320 Hz, faded in and out so it does not click.
 */
export function playTone(context: AudioContext): void {
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, start);
  oscillator.frequency.setValueAtTime(1320, start + 0.18);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
  gain.gain.setValueAtTime(0.4, start + 0.34);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.42);
}

/**
 * The kitchen display's sound. Browsers keep audio silent until the person touches the page,
 * so the cook turns it on once with a tap (which plays the tone, to hear that it works); the
 * choice is remembered on the device, and after a reload the first touch anywhere wakes it.
 */
export function useTicketSound() {
  const [on, setOn] = useState(rememberedOn);
  const context = useRef<AudioContext | null>(null);

  const wake = useCallback((): AudioContext | null => {
    if (typeof AudioContext === 'undefined') return null;
    context.current ??= new AudioContext();
    if (context.current.state === 'suspended') void context.current.resume().catch(() => undefined);
    return context.current;
  }, []);

  useEffect(() => {
    if (!on) return;
    const onTouch = () => wake();
    window.addEventListener('pointerdown', onTouch);
    return () => window.removeEventListener('pointerdown', onTouch);
  }, [on, wake]);

  useEffect(() => () => void context.current?.close().catch(() => undefined), []);

  const toggle = () => {
    const next = !on;
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Private browsing: on for this visit only.
    }
    setOn(next);
    const audio = next ? wake() : null;
    if (audio) playTone(audio);
  };

  const play = useCallback(() => {
    const audio = on ? wake() : null;
    if (audio) playTone(audio);
  }, [on, wake]);

  return { on, toggle, play };
}
