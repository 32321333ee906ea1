import { useLingui } from '@lingui/react/macro';
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

/**
 * When this message started scrolling and when it was paused, kept for the tab's session: the
 * banner lives in the persistent shell, so moving between screens never restarts it, and a
 * reload (or another page load of the portal) takes it up where it was, still paused if the
 * person paused it. A new message starts from the beginning.
 */
type ScrollClock = { text: string; startedAt: number; pausedAt: number | null };

const CLOCK_KEY = 'portal.emergencyScroll';

function saveClock(clock: ScrollClock): ScrollClock {
  try {
    window.sessionStorage.setItem(CLOCK_KEY, JSON.stringify(clock));
  } catch {
    // Not kept: a reload starts the message again.
  }
  return clock;
}

function clockOf(text: string): ScrollClock {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(CLOCK_KEY) ?? 'null') as ScrollClock | null;
    if (saved?.text === text && typeof saved.startedAt === 'number') return saved;
  } catch {
    // Unreadable: a fresh start.
  }
  return saveClock({ text, startedAt: Date.now(), pausedAt: null });
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How far into its loop the text stands, in ms: the animation's own time where the browser tells
 * it. The animation began a little after the clock was read (the first frame of a busy page), so
 * the clock alone would put a paused message further on after a reload than where it was left.
 */
function shownMsOf(track: HTMLElement | null, byClockMs: number): number {
  const timing = track?.getAnimations?.()[0]?.effect?.getComputedTiming();
  // Its time since it began, less its delay: the delay is negative, the place the clock started it at.
  return typeof timing?.localTime === 'number' && typeof timing.delay === 'number' ? timing.localTime - timing.delay : byClockMs;
}

/**
 * A CSS animation moves the text from the right edge until it has left on the left; its
 * duration follows from the distance so the speed stays the same for any message length, and
 * a negative delay starts it where its clock says. WCAG 2.2.2: a Pause button stops it; with
 * reduced motion the text simply wraps and stays still (the stylesheet does the same).
 */
export function ScrollingText({ text }: { text: string }) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLSpanElement>(null);
  const [clock, setClock] = useState(() => clockOf(text));
  // Seconds into the loop, set once: the animation runs from its first frame on, so a later
  // delay would move it.
  const [elapsed] = useState(() => ((clock.pausedAt ?? Date.now()) - clock.startedAt) / 1000);
  const [duration, setDuration] = useState<number | null>(null);
  const [still] = useState(prefersReducedMotion);
  const paused = clock.pausedAt !== null;

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
  }, [still]);

  if (still) {
    return (
      <p className="marquee marquee--still" role="alert" dir="auto">
        {text}
      </p>
    );
  }

  const toggle = () => {
    const now = Date.now();
    // Playing again shifts the start by the pause, so the clock keeps the shown position.
    const next =
      clock.pausedAt === null
        ? { ...clock, startedAt: now - shownMsOf(trackRef.current, now - clock.startedAt), pausedAt: now }
        : { ...clock, startedAt: clock.startedAt + now - clock.pausedAt, pausedAt: null };
    setClock(saveClock(next));
  };

  return (
    <div className={paused ? 'marquee is-paused' : 'marquee'}>
      {/* The alert holds only the message, so the pause control is not read out with it. */}
      <div className="marquee__viewport" role="alert">
        <span
          ref={trackRef}
          className="marquee__track"
          style={{ animationDelay: `${-elapsed}s`, ...(duration ? { animationDuration: `${duration.toFixed(2)}s` } : {}) }}
        >
          {/* The school's words run in their own direction (an English message on an Arabic page). */}
          <bdi>{text}</bdi>
        </span>
      </div>
      {/* The name starts with the visible word (WCAG 2.5.3). */}
      <button
        type="button"
        className="marquee__toggle"
        aria-label={
          paused
            ? t({ message: 'Play scrolling message', comment: "Starts with the button's visible word, 'Play'" })
            : t({ message: 'Pause scrolling message', comment: "Starts with the button's visible word, 'Pause'" })
        }
        onClick={toggle}
      >
        {paused ? t`Play` : t`Pause`}
      </button>
    </div>
  );
}
