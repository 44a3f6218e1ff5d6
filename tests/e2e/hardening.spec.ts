// What the production build gives away and what the CSP reports: no source map is named or
// served, and no page load trips the Content-Security-Policy (the client's schemas are zod/mini,
// which never compiles a parser with eval: docs/decisions/0018).
import { type ConsoleMessage, expect, test } from '@playwright/test'

test('pages load without a single CSP violation or eval report', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => messages.push(message.text()))
  await page.addInitScript(() => {
    const reports: string[] = []
    ;(window as unknown as { cspReports: string[] }).cspReports = reports
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })

  // The feed, a route chunk with a form, and a post page that is not found.
  for (const url of ['/', '/login', '/post/does-not-exist']) {
    await page.goto(url)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const reports = await page.evaluate(
      () => (window as unknown as { cspReports: string[] }).cspReports,
    )
    expect(reports, url).toEqual([])
  }
  expect(messages.filter((text) => /content security policy|unsafe-eval|eval/i.test(text))).toEqual(
    [],
  )
})

test('the built scripts name no source map, and none is served', async ({ page, request }) => {
  await page.goto('/')
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''))
  const entry = scripts.find((src) => src.startsWith('/assets/'))
  expect(entry, 'the entry script').toBeDefined()
  if (!entry) return

  const script = await request.get(entry)
  expect(script.status()).toBe(200)
  expect(await script.text()).not.toContain('sourceMappingURL')

  const map = await request.get(`${entry}.map`)
  expect(map.status()).toBe(404)
  expect(await map.json()).toMatchObject({ error: { code: 'not_found' } })
})
