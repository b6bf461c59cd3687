import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's script, put into a page once: the console never reloads between screens. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical findings on the page, or on one part of it (a screen, an open form).
 * The script goes in once per page instead of once per check as `@axe-core/playwright` does, and only
 * violations are collected (passes are most of the work): a screen's check costs about half.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const context = include ? `{ include: [${JSON.stringify(include)}] }` : 'document';
  // Strings, as the tests have no DOM types.
  const violations = (await page.evaluate(
    `axe.run(${context}, { resultTypes: ['violations'] }).then((result) => result.violations)`,
  )) as { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
