import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

export interface ScenarioResult {
  name: string;
  /** The first path asked, and how many distinct paths the requests rotated through. */
  path: string;
  distinctPaths: number;
  /** The server this ran on: its settings differ only in the search cache. */
  server: 'caches on' | 'caches off';
  requestsPerSecond: number;
  /** requestsPerSecond / the same server's GET /health in the same run. */
  healthRatio: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  bytesPerAnswer: number;
  /** CPU time of the server process (not the database's) per answer, in ms (bench/cpu.ts). */
  appCpuMsPerAnswer: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** A measurement with any non-2xx answer, error or timeout measured something else: it failed. */
export const failed = (r: ScenarioResult) => r.non2xx + r.errors + r.timeouts > 0;

export function formatTable(results: readonly ScenarioResult[]): string {
  const header = [
    'endpoint',
    'req/s',
    '× health',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'requests',
    'bytes/answer',
    'app CPU ms/answer',
    'non-2xx',
    'errors',
  ];
  const rows = results.map((r) => [
    failed(r) ? `${r.name} (FAILED)` : r.name,
    r.requestsPerSecond.toFixed(0),
    r.healthRatio.toFixed(3),
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p97_5.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    String(r.requests),
    r.bytesPerAnswer.toFixed(0),
    r.appCpuMsPerAnswer.toFixed(2),
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ]);
  return markdownTable(header, rows);
}

/** A Markdown table, its columns padded: the first (the row's name) to the left, the figures to the right. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** bench/results/<ISO time>-<label>.json (the folder is git-ignored); the label is the database's kind unless given. */
export function writeResults(
  data: { database: string } & Record<string, unknown>,
  label = data.database,
): string {
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${label}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** The machine a run measured, with the load average (1, 5, 15 min) before and after it. */
export function machineInfo(loadAverageBefore: number[], loadAverageAfter: number[] = loadavg()) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverageBefore,
    loadAverageAfter,
  };
}

export const formatLoadAverages = (before: number[], after: number[]) =>
  `Load average (1, 5, 15 min) before ${before.map((l) => l.toFixed(2)).join(', ')}, after ${after.map((l) => l.toFixed(2)).join(', ')}.`;

export function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}
