import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./motion";

/**
 * search-journey §2: the Show Me button's "animated count". Short: the results are on screen
 * when it starts, and a count still running a second after the answer read as a slow search.
 */
export const COUNT_TWEEN_MS = 150;

/** The number shown `elapsed` ms into a tween from `from` to `to`: eased out, whole numbers. */
export function tweenedValue(from: number, to: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return to;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * A number that counts from its last value to a new one over `duration`, frame by frame.
 * It starts on `target`, so the server render and hydration show the final number; with
 * reduced motion it jumps.
 */
export function useTweenedNumber(target: number, duration = COUNT_TWEEN_MS): number {
  const [value, setValue] = useState(target);
  const shown = useRef(target);

  useEffect(() => {
    const from = shown.current;
    if (from === target) return;
    if (prefersReducedMotion()) {
      shown.current = target;
      setValue(target);
      return;
    }
    let start: number | undefined;
    let frame = requestAnimationFrame(function step(now) {
      start ??= now;
      const next = tweenedValue(from, target, now - start, duration);
      shown.current = next;
      setValue(next);
      if (now - start < duration) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return value;
}
