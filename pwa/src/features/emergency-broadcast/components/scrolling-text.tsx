import { useLayoutEffect, useRef, useState } from 'react';
import './scrolling-text.css';

/** Spec 2.4: the banner scrolls "with amount 10 and delay 10" (the legacy marquee values). */
const SCROLL_AMOUNT = 10;
const SCROLL_DELAY = 10;
/**
 * Browsers never ran a marquee faster than one step per 60 ms unless `truespeed` was set,
 * so amount 10 / delay 10 actually moved 10 px every 60 ms. That is the speed reproduced.
 */
const EFFECTIVE_DELAY_MS = Math.max(SCROLL_DELAY, 60);
const SCROLL_PX_PER_SECOND = (SCROLL_AMOUNT / EFFECTIVE_DELAY_MS) * 1000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A CSS animation moves the text from the right edge until it has left on the left; its
 * duration follows from the distance so the speed stays the same for any message length.
 * With reduced motion the text simply wraps and stays still (the stylesheet does the same).
 */
export function ScrollingText({ text }: { text: string }) {
  const trackRef = useRef<HTMLSpanElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [still] = useState(prefersReducedMotion);

  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track || still) return;
    const measure = () => {
      // The track is padded by the container's width, so its width is the whole distance.
      const distance = track.offsetWidth;
      setDuration(distance > 0 ? distance / SCROLL_PX_PER_SECOND : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [text, still]);

  if (still) {
    return (
      <p className="marquee marquee--still" role="alert">
        {text}
      </p>
    );
  }

  return (
    <div className={paused ? 'marquee is-paused' : 'marquee'}>
      {/* The alert holds only the message, so the pause control is not read out with it. */}
      <div className="marquee__viewport" role="alert">
        <span
          ref={trackRef}
          className="marquee__track"
          style={duration ? { animationDuration: `${duration.toFixed(2)}s` } : undefined}
        >
          {text}
        </span>
      </div>
      {/* WCAG 2.2.2: moving text that lasts needs a way to stop it. */}
      <button type="button" className="marquee__toggle" aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? 'Play' : 'Pause'}
        <span className="visually-hidden"> scrolling message</span>
      </button>
    </div>
  );
}
