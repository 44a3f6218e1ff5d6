import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

/**
 * Fails with each rule axe finds broken and where, so the report says what to fix. The page is
 * checked at rest: an element fading in (a new comment) is, for a few frames, too faint for
 * axe's contrast rule, which is not what a reader sees.
 *
 * A frame sandboxed without `allow-scripts` (a mail's HTML in the dev mailbox) runs no script,
 * so axe cannot be injected into it and the run waits until the test times out: such frames
 * are left out; what they show is not Quill's page.
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
  const results = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}
