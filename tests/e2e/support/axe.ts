import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

/** Fails with each rule axe finds broken and where, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}
