import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 60;
const MAX_WIDTH = 160;

/**
 * After the run, prints what the page showed when each journey failed (the accessibility snapshot
 * Playwright keeps in error-context.md), short, at the very end of the output: CI keeps only the
 * output's tail, and a rare failure is explained by the page, not by the locator that timed out.
 */
export default class PageAtFailureReporter implements Reporter {
  private readonly failures: { title: string; snapshot: string[] }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    const text = readFileSync(context.path, 'utf8');
    const snapshot = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].at(-1)?.[1] ?? '';
    this.failures.push({ title: test.titlePath().slice(1).join(' › '), snapshot: snapshot.split('\n') });
  }

  onEnd() {
    for (const { title, snapshot } of this.failures) {
      console.log(`\nThe page when "${title}" failed (its main part, then its dialogs and alerts):`);
      const lines = snapshot.filter((line) => line.trim() !== '');
      const main = Math.max(
        0,
        lines.findIndex((line) => /^\s*- main\b/.test(line)),
      );
      const shown = lines.slice(main, main + MAX_LINES);
      const overlays = lines.filter((line) => /- (dialog|alertdialog|alert|status)\b/.test(line));
      for (const line of [...shown, ...overlays]) console.log(`  ${line.slice(0, MAX_WIDTH)}`);
    }
  }

  printsToStdio() {
    return false;
  }
}
