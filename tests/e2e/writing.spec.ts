// Issue 13 on the real stack: Markdown with an inline image, Preview, a draft kept out of the
// feed, publishing, the rendered post page and its tag's feed; a hostile post that runs nothing;
// the editor's field errors.
import { type Page, expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'
import { pngImage } from './support/content'

const stamp = () => Date.now().toString(36)

/** Attaches a cover through the form's own Image field (the one a post needs to publish). */
async function chooseCover(page: Page) {
  await page.getByLabel('Image').setInputFiles(await pngImage('cover.png'))
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
}

test('a Markdown post with an inline image: previewed, saved as a draft, published, rendered and tagged', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, { displayName: 'Ada Author' })
  const title = `Markdown ${stamp()}`
  const tag = `md-${stamp()}`

  await page.goto('/new-post')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  const body = page.getByRole('textbox', { name: 'Post text' })
  await body.fill('## Section one\n\nSome **bold** words.\n\n```js\nconst answer = 42\n```\n\n')
  await body.press('Control+End')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Insert image' }).click()
  await (await chooser).setFiles(await pngImage('inline.png'))
  // The alt is the author's to write (not the file's name): the cursor waits between the brackets.
  await expect(body).toHaveValue(/!\[\]\(http[^)]+\/images\/[^)]+\.webp\)\n$/)
  await page.keyboard.type('inline')
  await expect(body).toHaveValue(/!\[inline\]\(http[^)]+\/images\/[^)]+\.webp\)\n$/)
  const tags = page.getByRole('combobox', { name: 'Tags' })
  await tags.fill(tag)
  await tags.press('Enter')

  await page.getByRole('tab', { name: 'Preview' }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 2, name: 'Section one' })).toBeVisible()
  await expect(preview.locator('pre code .hljs-number')).toHaveText('42')
  await expect(preview.getByRole('img', { name: 'inline' })).toBeVisible()
  await page.getByRole('tab', { name: 'Write' }).click()

  // Saved, the writer stays in the draft's own editor (ADR 0078); the draft is in Manage posts.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/post-edit\//)
  await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at /)
  await page.goto('/managePosts')
  const card = page.getByRole('article', { name: title })
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)

  await page.getByRole('link', { name: 'Manage posts' }).click()
  await page.getByText('Drafts', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Drafts' })).toBeChecked()
  await card.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible()
  await chooseCover(page)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/managePosts$/)
  await expect(card.getByText('Draft', { exact: true })).toHaveCount(0)

  await page.goto(`/tag/${tag}`)
  await expect(page.getByRole('heading', { level: 1, name: `Posts tagged #${tag}` })).toBeVisible()
  const tagged = page.getByRole('article', { name: title })
  await expect(tagged.getByText('1 min read')).toBeVisible()
  await tagged.getByRole('link', { name: `Read more about ${title}` }).click()

  const article = page.getByRole('article', { name: title })
  await expect(article.getByRole('heading', { level: 2, name: 'Section one' })).toBeVisible()
  await expect(article.locator('strong')).toHaveText('bold')
  await expect(article.locator('pre code .hljs-keyword')).toHaveText('const')
  const inline = article.getByRole('img', { name: 'inline' })
  await inline.scrollIntoViewIfNeeded()
  await expect
    .poll(() => inline.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await expect(article.getByRole('link', { name: `#${tag}` })).toHaveAttribute(
    'href',
    `/tag/${tag}`,
  )
  // Drawn by the server too: the page's first HTML carries the rendered body.
  const html = await (await request.get(page.url())).text()
  expect(html).toContain('<h2 id="section-one">Section one</h2>')
})

test('a hostile post runs no script in the browser', async ({ page, request }) => {
  await signInNewUser(page, request)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const title = `Hostile ${stamp()}`
  const hostile = [
    '<script>window.__pwned = "script"; alert("script")</script>',
    '<img src="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
    '[click me](javascript:window.__pwned="link";alert("link"))',
    '![data](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">raw link</a>',
  ].join('\n\n')

  await page.goto('/new-post')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill(hostile)
  await chooseCover(page)
  await page.getByRole('tab', { name: 'Preview' }).click()
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('<script>')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible()

  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: /^Read more/ })
    .click()
  const article = page.getByRole('article', { name: title })
  await expect(article).toContainText('<script>window.__pwned')
  // Whatever is clickable in it is clicked: nothing there may run.
  await article.getByText('click me').click()
  await page.reload()
  await expect(article).toContainText('raw link')

  expect(await article.locator('script, iframe, [onerror], [onload]').count()).toBe(0)
  expect(await article.locator('a[href^="javascript:" i], img[src^="data:" i]').count()).toBe(0)
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('bad input is said under its field and nothing is saved', async ({ page, request }) => {
  const author = await signInNewUser(page, request)
  await page.goto('/new-post')
  const title = `Refused ${stamp()}`
  await page.getByRole('textbox', { name: 'Title' }).fill(title)

  const tags = page.getByRole('combobox', { name: 'Tags' })
  await tags.fill('c++')
  await tags.press('Enter')
  await expect(page.getByText("Tag 'c++' must be 1–30 characters of a–z, 0–9 and -")).toBeVisible()
  await tags.press('Backspace')
  for (const tag of ['one', 'two', 'three', 'four', 'five', 'six']) {
    await tags.fill(tag)
    await tags.press('Enter')
  }
  await expect(page.getByText('A post can have at most 5 tags')).toBeVisible()
  await tags.press('Backspace')
  await expect(page.getByText('A post can have at most 5 tags')).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Post text' }).fill('x'.repeat(50_001))
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Post text must be at most 50000 characters')).toBeVisible()
  await expect(page).toHaveURL(/\/new-post$/)

  const own = await request.get('/api/userPost', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
      email: author.email,
    },
  })
  expect(own.ok()).toBe(true)
  expect(((await own.json()) as { postTitle: string }[]).map((p) => p.postTitle)).not.toContain(
    title,
  )
})
