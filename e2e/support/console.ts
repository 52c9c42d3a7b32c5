import type { Page } from '@playwright/test';

/**
 * Collects what a person would never want to see in the console: errors, CSP violations, crashes.
 * With `documentStatus`, the browser's own note about the page's HTTP status (a deliberate 404) is
 * not counted.
 */
export function watchConsole(page: Page, options: { documentStatus?: number } = {}): string[] {
  const problems: string[] = [];
  const expectedNote = `the server responded with a status of ${options.documentStatus}`;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const aboutDocument = message.location().url === page.url() && message.text().includes(expectedNote);
    if (!aboutDocument) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
