import { median } from '../bench-db';
import { markdownTable } from '../report';
import type { LoadMeasure } from './measure-load';
import type { PageName, WebPage } from './pages';

type Figure = Exclude<keyof LoadMeasure, 'lcpElement' | 'timedOut' | 'scripts'>;

export interface PageSummary {
  page: WebPage;
  /** Each run's figures; the list of scripts is kept from the first run only (`scripts`). */
  runs: Omit<LoadMeasure, 'scripts'>[];
  scripts: LoadMeasure['scripts'];
  /** The median of each figure over the runs that have it (null: none has). */
  median: Record<Figure, number | null>;
  /** The LCP element of most runs. */
  lcpElement: string | null;
  /** Runs that did not settle in time, or whose main content never showed. */
  failedRuns: number;
}

const FIGURES: Figure[] = [
  'scriptBytes',
  'scriptBytesBeforeContent',
  'totalBytes',
  'scriptBytesDecoded',
  'requests',
  'ttfb',
  'fcp',
  'lcp',
  'cls',
  'contentAt',
  'interactiveMark',
  'interactive',
];

export function summarise(page: WebPage, runs: LoadMeasure[]): PageSummary {
  const figure = (name: Figure) => {
    const values = runs.map((run) => run[name]).filter((v): v is number => v !== null);
    return values.length > 0 ? median(values) : null;
  };
  const elements = runs.map((run) => run.lcpElement);
  const mostOften = (e: string | null) => elements.filter((x) => x === e).length;
  return {
    page,
    runs: runs.map(({ scripts: _, ...run }) => run),
    scripts: runs[0]?.scripts ?? [],
    median: Object.fromEntries(FIGURES.map((name) => [name, figure(name)])) as PageSummary['median'],
    lcpElement: [...elements].sort((a, b) => mostOften(b) - mostOften(a))[0] ?? null,
    failedRuns: runs.filter((run) => run.timedOut || run.contentAt === null).length,
  };
}

/** KB as DevTools shows them: 1,000 bytes. */
const kb = (bytes: number | null) => (bytes === null ? '—' : (bytes / 1000).toFixed(0));
const seconds = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(2));

export function formatWebTable(summaries: readonly PageSummary[]): string {
  const header = [
    'page',
    'script KB compressed',
    'total KB',
    'requests',
    'FCP s',
    'LCP s',
    'CLS',
    'interactive content s',
  ];
  const rows = summaries.map(({ page, median: m, failedRuns }) => [
    `${page.name} ${page.path}${failedRuns > 0 ? ` (FAILED ${failedRuns})` : ''}`,
    kb(m.scriptBytes),
    kb(m.totalBytes),
    m.requests === null ? '—' : m.requests.toFixed(0),
    seconds(m.fcp),
    seconds(m.lcp),
    m.cls === null ? '—' : m.cls.toFixed(3),
    seconds(m.interactive),
  ]);
  return markdownTable(header, rows);
}

interface Target {
  name: string;
  pages: PageName[];
  value: (s: PageSummary) => number | null;
  limit: number;
  show: (value: number | null) => string;
}

/** Issue 18's targets ("Fast on a phone"). */
const TARGETS: Target[] = [
  {
    name: 'LCP ≤ 1.0 s',
    pages: ['home', 'city', 'ad'],
    value: (s) => s.median.lcp,
    limit: 1000,
    show: (v) => `${seconds(v)} s`,
  },
  {
    name: 'CLS ≤ 0.05',
    pages: ['home', 'city', 'ad'],
    value: (s) => s.median.cls,
    limit: 0.05,
    show: (v) => v?.toFixed(3) ?? '—',
  },
  {
    name: '≤ 170 KB compressed JavaScript before the first ad shows',
    pages: ['home'],
    value: (s) => s.median.scriptBytesBeforeContent,
    limit: 170_000,
    show: (v) => `${kb(v)} KB`,
  },
];

export interface TargetResult {
  target: string;
  page: PageName;
  value: number | null;
  pass: boolean | null;
}

/** Each target on each of its pages that was measured: pass, fail, or null when the figure is missing. */
export function checkTargets(summaries: readonly PageSummary[]): TargetResult[] {
  return TARGETS.flatMap((target) =>
    target.pages.flatMap((name) => {
      const summary = summaries.find((s) => s.page.name === name);
      if (!summary) return [];
      const value = target.value(summary);
      return [
        { target: target.name, page: name, value, pass: value === null ? null : value <= target.limit },
      ];
    }),
  );
}

export function formatTargets(results: readonly TargetResult[]): string {
  return TARGETS.filter((t) => results.some((r) => r.target === t.name))
    .map((target) => {
      const verdicts = results
        .filter((r) => r.target === target.name)
        .map(
          (r) =>
            `${r.page} ${target.show(r.value)} ${r.pass === null ? 'NOT MEASURED' : r.pass ? 'pass' : 'FAIL'}`,
        );
      return `Target ${target.name}: ${verdicts.join(' · ')}`;
    })
    .join('\n');
}

/** What "interactive content" meant in this run: whether any page set the app's mark. */
export function interactiveNote(summaries: readonly PageSummary[]): string {
  const marked = summaries.filter((s) => s.runs.some((run) => run.interactiveMark !== null));
  const contentOnly = summaries.filter((s) => !marked.includes(s)).map((s) => s.page.name);
  const what = 'the main content in the DOM and visible';
  if (marked.length === 0)
    return `Interactive content: ${what}. No page set the performance mark \`hromada:interactive\`, so that alone counts.`;
  return (
    `Interactive content: the later of ${what} and the mark \`hromada:interactive\` (set on ${marked.map((s) => s.page.name).join(', ')})` +
    (contentOnly.length > 0
      ? `; ${contentOnly.join(', ')} set no mark: the content alone counts there.`
      : '.')
  );
}

/** What each page waited for, and its largest contentful paint. */
export const formatContentLines = (summaries: readonly PageSummary[]) =>
  summaries
    .map(
      ({ page, lcpElement, median: m, scripts }) =>
        `  ${page.name}: content = ${page.content.label}; LCP element ${lcpElement ?? '—'}; script ${kb(m.scriptBytesDecoded)} KB decoded, ${kb(m.scriptBytesBeforeContent)} KB before the content showed, ` +
        `${scripts.length} files, the largest ${scripts
          .slice(0, 4)
          .map((f) => `${f.path.replace(/^\/assets\//, '')} ${kb(f.bytes)}`)
          .join(', ')}`,
    )
    .join('\n');
