import { startTransition, useEffect, useRef, useState } from "react";
import { COUNTER_TICK_MS } from "#common/constants";
import { COUNTER_TICKS, counterValue, formatMetric, parseMetric } from "#common/counter";

/**
 * A figure that counts up from 0 to its target over 2000 ms in 50 ms ticks, once, when it
 * scrolls into view. The prerendered HTML and visitors who prefer reduced
 * motion get the final value; screen readers always read the final value only.
 */
export function AnimatedCounter({ metric, className = "" }: { metric: string; className?: string }) {
  const parsed = parseMetric(metric);
  const [value, setValue] = useState(parsed.value);
  const ref = useRef<HTMLSpanElement>(null);
  const target = parsed.value;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // As a transition: right after hydration, the re-render yields to input (Total Blocking Time).
    startTransition(() => setValue(0));
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let tick = 0;
        timer = setInterval(() => {
          tick += 1;
          setValue(counterValue(target, tick));
          if (tick >= COUNTER_TICKS) clearInterval(timer);
        }, COUNTER_TICK_MS);
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target]);

  return (
    <span ref={ref} className={`block tabular-nums ${className}`}>
      <span aria-hidden="true" data-counter={metric}>
        {formatMetric(parsed, value)}
      </span>
      <span className="sr-only">{metric}</span>
    </span>
  );
}
