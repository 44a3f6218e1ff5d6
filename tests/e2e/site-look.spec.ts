// The site's look on the real stack (docs/decisions/0076): the owner sets an accent colour, a
// header link, an icon and a cover; the home page, drawn afresh, has the link under its header,
// its buttons in the new colour's filled shade, the cover on top and the icon as its favicon; the manifest and the browser bar
// take the colour, and nothing else about the footer changed. A look changes the whole site, so
// this spec runs a fresh install.
import { expect, test } from '@playwright/test'
import { createUser, signInElsewhere, uniqueEmail } from './support/auth'
import { startFreshStack } from './support/fresh-stack'

const OFFSET = 6
/** A 1×1 PNG: the smallest picture the image host takes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

test('the owner sets an accent colour and a header link; the home page shows both', async ({
  browser,
  request,
}) => {
  const owner = await createUser(request, { email: uniqueEmail('owner'), displayName: 'Olive' })
  const stack = await startFreshStack(OFFSET, { OWNER_EMAIL: owner.email })
  try {
    const { context, page } = await signInElsewhere(browser, owner, { baseURL: stack.url })
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click()
    const accent = page.getByLabel('Accent colour', { exact: true })
    await expect(accent).toHaveValue('#1c7ed6')
    await accent.fill('#e8590c')
    const navigation = page.getByRole('group', { name: 'Navigation', exact: true })
    await navigation.getByRole('button', { name: 'Add a link to Navigation' }).click()
    await navigation.getByLabel('Label').fill('Status')
    await navigation.getByLabel('Address').fill('/status')
    const icon = page.getByRole('group', { name: 'Icon' })
    await icon.locator('input[type="file"]').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    })
    await expect(icon.getByRole('img', { name: 'Icon, to be saved' })).toBeVisible()
    const cover = page.getByRole('group', { name: 'Cover image' })
    await cover.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    })
    await expect(cover.getByRole('img', { name: 'Cover image, to be saved' })).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The settings are saved')).toBeVisible()

    const { accentPalette } = await (
      await request.get(`${stack.url}/api/site`)
    )
      .json()
      .then((site: { settings: { accentPalette: string[] } }) => site.settings)
    expect(accentPalette).toHaveLength(10)
    const filled = accentPalette[8] as string
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

    // This page at once: the site's link under the header, and the Save button in the new filled shade.
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Status' }),
    ).toBeVisible()
    // Away from Save, whose hover is the next shade.
    await page.mouse.move(0, 0)
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS(
      'background-color',
      rgb(filled),
    )
    await context.close()

    // The home page as a new visitor gets it, drawn by the server.
    const visitor = await browser.newContext({ baseURL: stack.url, colorScheme: 'light' })
    const home = await visitor.newPage()
    await home.goto('/')
    const siteLinks = home.getByRole('navigation', { name: 'Site' })
    await expect(siteLinks.getByRole('link', { name: 'Status' })).toHaveAttribute('href', '/status')
    await expect(home.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCSS(
      'color',
      rgb(filled),
    )
    await expect(home.locator('meta[name="theme-color"]').first()).toHaveAttribute(
      'content',
      '#e8590c',
    )
    // The cover tops the drawn page, its preload hoisted into the head (the page's first image).
    const coverImage = home.getByRole('main').locator('img[src^="/images/"]').first()
    await expect(coverImage).toHaveAttribute('alt', '')
    const coverSrc = await coverImage.getAttribute('src')
    const drawn = await (await request.get(`${stack.url}/`)).text()
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(
      drawn.slice(0, drawn.indexOf('</head>')),
    )?.[0]
    expect(preload).toContain(coverSrc)
    // The uploaded icon is the favicon, at an address that names it.
    const favicon = await home.locator('link[rel="icon"]').getAttribute('href')
    expect(favicon).toMatch(/^\/site-icons\/[a-f0-9]{64}-1x1-32\.png$/)
    const png = await request.get(`${stack.url}${favicon}`)
    expect(png.headers()['content-type']).toBe('image/png')
    const footer = home.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(footer.getByRole('link', { name: 'Quill on GitHub' })).toBeVisible()
    await siteLinks.getByRole('link', { name: 'Status' }).click()
    await expect(home.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible()
    await visitor.close()

    expect(await (await request.get(`${stack.url}/manifest.webmanifest`)).json()).toMatchObject({
      theme_color: '#e8590c',
    })
  } finally {
    await stack.stop()
  }
})
