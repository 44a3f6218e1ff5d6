import { beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS, siteMessages } from '../../contract/site'
import { PostSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { bearer, commentOn, giveRoles, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

// Who publishes (ADR 0074): everyone verified by default, as the spec says; a contributor writes
// drafts an editor publishes; a site that lets only its staff publish still lets anyone comment.
describe.each(testDialects())('publishing and roles on %s', (dialect) => {
  const suite = appWithUsers(dialect, {
    owner: 'Owner',
    carl: 'Carl Contributor',
    edna: 'Edna Editor',
    rita: 'Rita Reader',
  })
  const send = requestWith(suite)
  beforeAll(async () => {
    await giveRoles(suite.t, [
      [suite.owner, 'owner'],
      [suite.carl, 'contributor'],
      [suite.edna, 'editor'],
    ])
  })
  const refusal = (res: { statusCode: number; json: () => { error: unknown } }) => [
    res.statusCode,
    res.json().error,
  ]
  const publish = (id: string, by: typeof suite.owner, status: 'published' | 'draft') =>
    send('PUT', `/api/updatePost/${id}`, bearer(by), {
      postBody: { ...postInput({ postTitle: 'Field trip' }), status },
    })

  test('by default every verified person publishes, as the spec says', async () => {
    await publishPost(suite.t, suite.rita, { postTitle: 'A reader writes' })
  })

  test('a contributor writes drafts; an editor reads and publishes them; then they are the editor’s to change', async () => {
    const published = await send('POST', '/api/post', bearer(suite.carl), postInput())
    expect(refusal(published)).toEqual([
      403,
      { code: 'staff_only', message: siteMessages.contributorDrafts },
    ])
    const draft = await publishPost(suite.t, suite.carl, {
      postTitle: 'Field trip',
      status: 'draft',
    })
    expect(refusal(await publish(draft, suite.carl, 'published'))).toEqual([
      403,
      { code: 'staff_only', message: siteMessages.contributorDrafts },
    ])
    // Anyone else but an editor finds no draft; the editor reads it and publishes it.
    expect((await send('GET', `/api/post/${draft}`, bearer(suite.rita))).statusCode).toBe(404)
    const read = await send('GET', `/api/post/${draft}`, bearer(suite.edna))
    expect(PostSchema.parse(read.json()).status).toBe('draft')
    const out = await publish(draft, suite.edna, 'published')
    expect(out.statusCode, out.body).toBe(200)
    const now = PostSchema.parse((await send('GET', `/api/post/${draft}`)).json())
    expect(now).toMatchObject({ status: 'published', authorId: suite.carl.uid })
    // Out, it is no longer the contributor's to change; a reader cannot either.
    expect(refusal(await publish(draft, suite.carl, 'draft'))).toEqual([
      403,
      { code: 'staff_only', message: siteMessages.contributorPublished },
    ])
    expect((await publish(draft, suite.rita, 'draft')).statusCode).toBe(403)
  })

  test('where only the staff publish, someone without a role still comments but writes no post', async () => {
    const staffOnly = { ...DEFAULT_SITE_SETTINGS, publishing: 'staff' }
    const saved = await send('PUT', '/api/site/settings', bearer(suite.owner), staffOnly)
    expect(saved.statusCode, saved.body).toBe(200)
    const postId = await publishPost(suite.t, suite.edna, { postTitle: 'Staff only now' })

    const tried = await send('POST', '/api/post', bearer(suite.rita), {
      postTitle: 'Just a draft',
      status: 'draft',
    })
    expect(refusal(tried)).toEqual([403, { code: 'staff_only', message: siteMessages.notStaff }])
    await commentOn(suite.t, suite.rita, { postId, comment: 'Still talking' })
    const like = await send('PUT', `/api/post/${postId}/like`, bearer(suite.rita))
    expect(like.statusCode).toBe(200)

    await send('PUT', '/api/site/settings', bearer(suite.owner), DEFAULT_SITE_SETTINGS)
    await publishPost(suite.t, suite.rita, { postTitle: 'Everyone again' })
  })
})
