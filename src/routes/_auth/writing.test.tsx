// The editor of issue 13 on msw: toolbar and shortcuts, inline images, Preview, tags, the body's
// limit, drafts and publishing, and Manage posts' Draft badge and filter.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { API } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makePost, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/signed-in'
import { setUpEditorTests } from '../../../tests/setup/editor'
import { heldRoute } from '../../../tests/setup/held'

vi.mock('../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

setUpEditorTests()

const photo = (name = 'photo.png') => new File(['fake image bytes'], name, { type: 'image/png' })
/** Insert image opens this (hidden) file input; a test hands it the file directly. */
const inlineImageInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"][name="inline-image"]')!
const bodyBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })

async function openNewPost() {
  signInAs()
  const utils = renderApp('/new-post')
  await screen.findByRole('textbox', { name: 'Title' })
  return utils
}

test(
  'the toolbar formats the selection, and Ctrl+B, I and K do the same',
  { timeout: 15_000 },
  async () => {
    const { user } = await openNewPost()
    const body = bodyBox()
    await user.click(body)
    await user.paste('hello world')
    body.setSelectionRange(6, 11)
    await user.click(screen.getByRole('button', { name: 'Bold (Ctrl+B)' }))
    expect(body).toHaveValue('hello **world**')
    // The formatted words stay selected: a second press takes the marks off again.
    await user.keyboard('{Control>}b{/Control}')
    expect(body).toHaveValue('hello world')

    body.setSelectionRange(0, 5)
    await user.keyboard('{Control>}i{/Control}')
    expect(body).toHaveValue('_hello_ world')
    body.setSelectionRange(8, 13)
    await user.keyboard('{Control>}k{/Control}')
    expect(body).toHaveValue('_hello_ [world](https://)')
    expect(body.value.slice(body.selectionStart, body.selectionEnd)).toBe('https://')

    await user.click(screen.getByRole('button', { name: 'Heading' }))
    expect(body).toHaveValue('## _hello_ [world](https://)')
    for (const [name, expected] of [
      ['List', '- '],
      ['Quote', '> '],
    ] as const) {
      await user.clear(body)
      await user.paste('line')
      await user.click(screen.getByRole('button', { name }))
      expect(body).toHaveValue(`${expected}line`)
    }
    await user.clear(body)
    await user.paste('x')
    body.setSelectionRange(0, 1)
    await user.click(screen.getByRole('button', { name: 'Code' }))
    expect(body).toHaveValue('`x`')
  },
)

test('Insert image uploads with progress and puts ![](url) at the cursor, waiting for the alt', async () => {
  const { user } = await openNewPost()
  const gate = heldRoute('post', `${API}/images`)
  await user.type(bodyBox(), 'Before')
  await user.upload(inlineImageInput(), photo('cat.png'))
  expect(await screen.findByRole('progressbar', { name: 'Uploading the image' })).toBeVisible()
  gate.open()
  await waitFor(() =>
    expect(bodyBox().value).toMatch(
      /^Before\n\n!\[\]\(https:\/\/images\.example\.com\/.+\.webp\)\n$/,
    ),
  )
  // Not the file's name: the author types the description where the cursor waits.
  await user.keyboard('A grey cat asleep')
  expect(bodyBox().value).toMatch(/^Before\n\n!\[A grey cat asleep\]\(https:/)
  expect(screen.queryByRole('progressbar', { name: 'Uploading the image' })).not.toBeInTheDocument()
})

test('images pasted or dropped one after another, or several at once, each get their own line', async () => {
  const { user } = await openNewPost()
  const body = bodyBox()
  const url = '!\\[\\]\\(https://images\\.example\\.com/[^)\\s]+\\.webp\\)'
  fireEvent.paste(body, { clipboardData: { files: [photo('one.png')] } })
  await waitFor(() => expect(body.value).toMatch(new RegExp(`^${url}\\n$`)))
  // The cursor waits in the first one's description; the next paste does not go there.
  fireEvent.paste(body, { clipboardData: { files: [photo('two.png')] } })
  await waitFor(() => expect(body.value).toMatch(new RegExp(`^${url}\\n\\n${url}\\n$`)))
  await user.keyboard('Two')
  expect(body.value).toMatch(/\n\n!\[Two\]\(https:[^)]+\)\n$/)

  await user.clear(body)
  fireEvent.drop(body, {
    dataTransfer: { files: [photo('a.png'), new File(['x'], 'notes.txt'), photo('b.png')] },
  })
  await waitFor(() => expect(body.value).toMatch(new RegExp(`^${url}\\n\\n${url}\\n$`)))
  expect(body.value).not.toMatch(/!\[[^\]]*!\[/)
})

test('a failed inline upload says why and leaves the text as it was', async () => {
  const { user } = await openNewPost()
  server.use(
    http.post(`${API}/images`, () =>
      HttpResponse.json(
        { error: { code: 'unsupported_media_type', message: 'That file is not an image' } },
        { status: 415 },
      ),
    ),
  )
  await user.type(bodyBox(), 'Kept')
  await user.upload(inlineImageInput(), photo())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The image could not be added: That file is not an image',
  )
  expect(bodyBox()).toHaveValue('Kept')
})

test("Preview shows the server's rendering, as the post page draws it", async () => {
  const { user } = await openNewPost()
  const previews: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/preview')) previews.push(request.method)
  })
  await user.click(bodyBox())
  await user.paste('## Hello\n\n```js\nconst x = 1\n```\n\n<script>alert(1)</script>')
  await user.click(screen.getByRole('tab', { name: 'Preview' }))

  const preview = await screen.findByRole('region', { name: 'Preview' })
  expect(await within(preview).findByRole('heading', { level: 2, name: 'Hello' })).toBeVisible()
  expect(within(preview).getByText('1')).toHaveClass('hljs-number')
  expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument()
  expect(preview.querySelector('script')).toBeNull()

  // Back to Write and to Preview again with the same text: the preview is not asked again.
  await user.click(screen.getByRole('tab', { name: 'Write' }))
  await user.click(screen.getByRole('tab', { name: 'Preview' }))
  await within(await screen.findByRole('region', { name: 'Preview' })).findByRole('heading', {
    name: 'Hello',
  })
  expect(previews).toEqual(['POST'])
  server.events.removeAllListeners()
})

test('tags are normalised as the server does, suggested, and bad ones said under the field', async () => {
  storePost({ tags: ['rust'] })
  const { user } = await openNewPost()
  const tags = screen.getByRole('combobox', { name: 'Tags' })
  await user.type(tags, '#Web{Enter}  Go {Enter}web{Enter}')
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('button', { name: /^Remove tag / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove tag web', 'Remove tag go']),
  )
  expect(screen.getByText('#web')).toBeVisible()
  // Suggestions from the tags in use, by the browser's own list.
  await waitFor(() =>
    expect(document.querySelector('datalist option[value="rust"]')).not.toBeNull(),
  )
  await user.click(screen.getByRole('button', { name: 'Remove tag go' }))
  expect(screen.queryByText('#go')).not.toBeInTheDocument()
  await user.clear(tags)

  // Words with a space between are one tag, as people type them (issue 22).
  await user.type(tags, 'Reading comfort{Enter}')
  expect(await screen.findByText('#reading-comfort')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Remove tag reading-comfort' }))

  await user.type(tags, 'c++{Enter}')
  expect(
    await screen.findByText("Tag 'c++' must be 1–30 characters of a–z, 0–9 and -"),
  ).toBeVisible()
  // Backspace in the empty input takes the last tag off.
  await user.type(tags, '{Backspace}')
  await waitFor(() =>
    expect(
      screen.queryByText("Tag 'c++' must be 1–30 characters of a–z, 0–9 and -"),
    ).not.toBeInTheDocument(),
  )
  await user.type(tags, 'a{Enter}b{Enter}c{Enter}d{Enter}')
  expect(screen.queryByText('A post can have at most 5 tags')).not.toBeInTheDocument()
  await user.type(tags, 'e{Enter}')
  expect(await screen.findByText('A post can have at most 5 tags')).toBeVisible()
})

test('a body over 50,000 characters is said under the field and nothing is sent', async () => {
  const { user } = await openNewPost()
  let sent = 0
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/post')) sent += 1
  })
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Long')
  await user.click(bodyBox())
  await user.paste('x'.repeat(50_001))
  expect(bodyBox().value).toHaveLength(50_001)
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(await screen.findByText('Post text must be at most 50000 characters')).toBeInTheDocument()
  expect(sent).toBe(0)
  server.events.removeAllListeners()
})

test('Save draft needs only a title, keeps the writer in its editor; the draft is in Manage posts with its badge, not in the feed', async () => {
  const { user, router } = await openNewPost()
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(await screen.findByText('Title is required')).toBeVisible()

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Half an idea')
  await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'ideas{Enter}')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))

  // Saved and still writing: the draft's own editor, in place of the new-post page (ADR 0078).
  const id = await waitFor(() => {
    expect(store.posts).toHaveLength(1)
    return store.posts[0]!._id
  })
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post-edit/${id}`))
  expect(await screen.findByText(/^Saved at /)).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half an idea')
  await router.navigate({ to: '/managePosts' })
  const card = await screen.findByRole('article', { name: 'Half an idea' })
  expect(within(card).getByText('Draft')).toBeVisible()
  expect(store.posts[0]).toMatchObject({ status: 'draft', tags: ['ideas'], image: '' })
  expect(window.localStorage.getItem('quill:new-post-draft:author@example.com')).toBeNull()

  await router.navigate({ to: '/' })
  expect(await screen.findByText('No posts yet.')).toBeInTheDocument()
})

test('Manage posts filters All, Published and Drafts', async () => {
  const me = signInAs()
  store.posts.push(
    makePost({ postTitle: 'Out there', author: me.email }),
    makePost({ postTitle: 'Not yet', author: me.email, status: 'draft' }),
  )
  const { user } = renderApp('/managePosts')
  await screen.findByRole('article', { name: 'Out there' })
  expect(screen.getByRole('article', { name: 'Not yet' })).toBeInTheDocument()

  await user.click(screen.getByRole('radio', { name: 'Drafts' }))
  expect(screen.queryByRole('article', { name: 'Out there' })).not.toBeInTheDocument()
  expect(screen.getByRole('article', { name: 'Not yet' })).toBeInTheDocument()
  await user.click(screen.getByRole('radio', { name: 'Published' }))
  expect(screen.getByRole('article', { name: 'Out there' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Not yet' })).not.toBeInTheDocument()
})

test("a draft's edit screen offers Save draft and Publish; Publish needs text and publishes", async () => {
  const me = signInAs()
  storePost({
    postTitle: 'Almost',
    postBody: '',
    author: me.email,
    authorId: me.uid,
    status: 'draft',
  })
  // From Manage posts, as an author finds a draft (the msw mock knows a reader only by the
  // email header that GET /post does not send, so it would not show a draft there).
  const { user } = renderApp('/managePosts')
  const card = await screen.findByRole('article', { name: 'Almost' })
  await user.click(within(card).getByRole('link', { name: 'Edit' }))
  await screen.findByRole('textbox', { name: 'Title' })
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Publish' }))
  expect(await screen.findByText('Post text is required')).toBeVisible()
  expect(store.posts[0]?.status).toBe('draft')

  await user.type(bodyBox(), 'Now it is ready.')
  await user.click(screen.getByRole('button', { name: 'Publish' }))
  expect(await screen.findByText('Posted successfully')).toBeInTheDocument()
  expect(store.posts[0]).toMatchObject({ status: 'published', postBody: 'Now it is ready.' })
})
