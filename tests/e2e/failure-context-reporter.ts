import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints a failed test's page snapshot (Playwright's `error-context` attachment: the page's
 * accessibility tree at the failure) to the log. CI keeps only the log, not test-results/, and a
 * failure that does not come back locally is otherwise a guess.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      try {
        const context = readFileSync(attachment.path, 'utf8');
        // The error and the source are already in the list reporter's output; the page is missing.
        const page = /```yaml\n([\s\S]*?)```/.exec(context)?.[1] ?? context;
        process.stdout.write(`\n--- page at the failure of "${test.title}" ---\n${page}\n---\n`);
      } catch {
        // The attachment is gone: nothing more to show than the error itself.
      }
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
