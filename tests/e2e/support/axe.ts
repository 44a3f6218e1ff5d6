import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

/**
 * Fails with each rule axe finds broken and where, so the report says what to fix. The page is
 * checked at rest: an element fading in (a new comment) is, for a few frames, too faint for
 * axe's contrast rule, which is not what a reader sees.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}
