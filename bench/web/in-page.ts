// What runs in the page: installProbe before the app's own scripts, the readers once it has settled.
// Playwright sends these functions as their source text, so they use nothing from outside themselves
// (tsx's name helper `__name` excepted: NAME_HELPER gives the page one).

/** Where the main content is: the first element matching `selector` (and containing `text`, if given). */
export interface ContentTarget {
  selector: string;
  text?: string;
}

interface Probe {
  /** performance.now() of the first frame in which the main content was in the DOM and visible. */
  contentAt: number | null;
  /** When the last long task (50 ms or more of the main thread) ended. */
  lastLongTaskEnd: number;
}

/** tsx names functions with a helper of its own, which the page lacks: this one does nothing. */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/**
 * Installed before the page's scripts run (addInitScript): looks for the main content at every
 * frame until it is in the DOM and visible (a box of its own, not hidden, not transparent), and
 * notes when each long task ends, so that the bench knows when the page has settled.
 */
export function installProbe(target: ContentTarget): void {
  performance.setResourceTimingBufferSize(1000);
  const probe: Probe = { contentAt: null, lastLongTaskEnd: 0 };
  (window as unknown as { __hromadaBench: Probe }).__hromadaBench = probe;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      (!target.text || (element.textContent ?? '').includes(target.text))
    );
  };
  const look = () => {
    const first = target.text
      ? [...document.querySelectorAll(target.selector)].find(shown)
      : document.querySelector(target.selector);
    if (first && shown(first)) probe.contentAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** The probe's findings so far: polled while the page settles. */
export function readProbe(): { contentAt: number | null; mainThreadQuietMs: number } {
  const probe = (window as unknown as { __hromadaBench?: Probe }).__hromadaBench;
  return {
    contentAt: probe?.contentAt ?? null,
    mainThreadQuietMs: performance.now() - (probe?.lastLongTaskEnd ?? 0),
  };
}

export interface PageVitals {
  /** All times are ms from the start of the navigation. */
  ttfb: number | null;
  fcp: number | null;
  lcp: number | null;
  /** The largest contentful paint's element, e.g. `img in ad-card`. */
  lcpElement: string | null;
  cls: number;
  contentAt: number | null;
  /** The app's `hromada:interactive` mark (set once it is interactive after hydration), if any. */
  interactiveMark: number | null;
  /** When each resource's answer was complete, by URL. */
  responseEnds: Record<string, number>;
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Reads the page's vitals once it has settled: LCP and layout shifts from buffered
 * PerformanceObservers, CLS as web-vitals sums it (the largest session window: shifts less than 1 s
 * apart, at most 5 s in all; none right after input), FCP, the interactive mark, resource timings.
 */
export async function readVitals(): Promise<PageVitals> {
  const observed = <T extends PerformanceEntry>(type: string) =>
    new Promise<T[]>((resolve) => {
      const entries: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      observer.observe({ type, buffered: true });
      setTimeout(() => {
        entries.push(...observer.takeRecords());
        observer.disconnect();
        resolve(entries as T[]);
      }, 100);
    });
  const [paints, shifts] = await Promise.all([
    observed<LargestContentfulPaint>('largest-contentful-paint'),
    observed<LayoutShift>('layout-shift'),
  ]);
  let cls = 0;
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    if (windowValue > 0 && shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000)
      windowValue += shift.value;
    else {
      windowValue = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    cls = Math.max(cls, windowValue);
  }
  const largest = paints.at(-1);
  const element = largest?.element;
  const where = element?.closest('[data-testid]')?.getAttribute('data-testid');
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const probe = (window as unknown as { __hromadaBench?: Probe }).__hromadaBench;
  return {
    ttfb: navigation?.responseStart ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: largest?.startTime ?? null,
    lcpElement: element ? `${element.tagName.toLowerCase()}${where ? ` in ${where}` : ''}` : null,
    cls,
    contentAt: probe?.contentAt ?? null,
    interactiveMark: performance.getEntriesByName('hromada:interactive', 'mark')[0]?.startTime ?? null,
    responseEnds: Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd]),
    ),
  };
}

/** ms a fixed piece of work takes on the page's main thread, five times over (to check the CPU slowdown). */
export function spin(): number[] {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 20_000_000; i++) sum += i % 7;
    times.push(performance.now() - start + (sum < 0 ? 1 : 0));
  }
  return times;
}
