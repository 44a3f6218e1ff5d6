// Moderation (ADR 0043): who moderates, reports, and hiding a comment or a post.
import { describe, expect, test } from 'vitest'
import { moderationMessages } from '../../contract/moderation'
import { testDialects } from '../../tests/setup/server'
import { commentOn, commentsOf, notificationsOf, publishPost } from '../../tests/setup/users'
import { moderationSuite } from './moderation-suite'

describe.each(testDialects())('moderation on %s', (dialect) => {
  const suite = moderationSuite(dialect)
  const { inject, report, tag } = suite

  test('GET /api/moderation/me says who moderates: a verified MODERATOR_EMAILS account only', async () => {
    expect((await inject('GET', '/api/moderation/me', suite.mod)).json()).toEqual({
      moderator: true,
      suspended: false,
    })
    expect((await inject('GET', '/api/moderation/me', suite.unverifiedMod)).json()).toEqual({
      moderator: false,
      suspended: false,
    })
    expect((await inject('GET', '/api/moderation/me')).statusCode).toBe(401)
  })

  test('a report: 401 signed out, 201 once, 409 while open, 400 on one’s own, 404 on nothing', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const comment = await commentOn(suite.t, suite.troll, { postId, comment: 'Buy my pills' })
    const payload = { targetType: 'comment', targetId: comment._id, reason: 'Spam' }
    expect((await report(undefined, payload)).statusCode).toBe(401)
    const first = await report(suite.reader, payload)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      targetType: 'comment',
      targetId: comment._id,
      state: 'open',
    })
    const again = await report(suite.reader, payload)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(moderationMessages.alreadyReported)
    const own = await report(suite.troll, payload)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.message).toBe(moderationMessages.ownContent)
    const nothing = await report(suite.reader, { ...payload, targetId: 'a'.repeat(24) })
    expect(nothing.statusCode).toBe(404)
    const empty = await report(suite.reader, { ...payload, reason: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(
      (await report(suite.reader, { targetType: 'post', targetId: postId, reason: 'Meh' }))
        .statusCode,
    ).toBe(201)
  })

  test('the open reports are for moderators: 403 to others, an unverified moderator included', async () => {
    expect((await inject('GET', '/api/moderation/reports', suite.reader)).statusCode).toBe(403)
    const unverified = await inject('GET', '/api/moderation/reports', suite.unverifiedMod)
    expect(unverified.statusCode).toBe(403)
    expect(unverified.json().error.message).toBe(moderationMessages.moderatorsOnly)
    expect((await inject('GET', '/api/moderation/reports')).statusCode).toBe(401)
    const list = await inject('GET', '/api/moderation/reports', suite.mod)
    expect(list.statusCode).toBe(200)
    expect(list.json().length).toBeGreaterThan(0)
  })

  test('a moderator hides a comment: gone for readers, marked for its writer and moderators; the reporter is told', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Quiet post' })
    const comment = await commentOn(suite.t, suite.troll, { postId, comment: 'Nasty words' })
    expect(
      (await report(suite.reader, { targetType: 'comment', targetId: comment._id, reason: 'Rude' }))
        .statusCode,
    ).toBe(201)
    const listed = (await inject('GET', '/api/moderation/reports', suite.mod)).json() as {
      targetId: string
      target: { text: string; authorId: string; hidden?: string }
    }[]
    expect(listed.find((r) => r.targetId === comment._id)?.target).toMatchObject({
      text: 'Nasty words',
      authorId: suite.troll.uid,
    })

    expect(
      (await inject('PUT', `/api/comment/${comment._id}/hidden`, suite.reader, { hidden: true }))
        .statusCode,
    ).toBe(403)
    const hide = await inject('PUT', `/api/comment/${comment._id}/hidden`, suite.mod, {
      hidden: true,
    })
    expect(hide.statusCode, hide.body).toBe(200)
    expect(hide.json()).toEqual({ hidden: true, reason: 'moderator' })

    expect(await commentsOf(suite.t, postId)).toEqual([])
    const post = await inject('GET', `/api/post/${postId}`)
    expect(post.json().commentCount).toBe(0)
    const theirs = (await inject('GET', `/api/comment/${postId}`, suite.troll)).json()
    expect(theirs).toEqual([expect.objectContaining({ _id: comment._id, hidden: 'moderator' })])
    const mods = (await inject('GET', `/api/comment/${postId}`, suite.mod)).json()
    expect(mods).toEqual([expect.objectContaining({ _id: comment._id, hidden: 'moderator' })])

    const told = await notificationsOf(suite.t, suite.reader)
    expect(told[0]).toMatchObject({
      type: 'report',
      title: 'A moderator handled your report',
      detail: 'Quiet post: the comment you reported is hidden',
      postId,
    })
    const open = (await inject('GET', '/api/moderation/reports', suite.mod)).json() as {
      targetId: string
    }[]
    expect(open.some((r) => r.targetId === comment._id)).toBe(false)

    const restore = await inject('PUT', `/api/comment/${comment._id}/hidden`, suite.mod, {
      hidden: false,
    })
    expect(restore.json()).toEqual({ hidden: false })
    expect((await commentsOf(suite.t, postId)).map((c) => c._id)).toEqual([comment._id])
  })

  test('a moderator hides a post: 404 and left out of the feed for all but its author and moderators', async () => {
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: `Hidden ${tag}`,
      tags: [`t${tag}`],
    })
    expect(
      (await inject('PUT', `/api/post/${postId}/hidden`, suite.author, { hidden: true }))
        .statusCode,
    ).toBe(403)
    const hide = await inject('PUT', `/api/post/${postId}/hidden`, suite.mod, { hidden: true })
    expect(hide.json()).toEqual({ hidden: true, reason: 'moderator' })

    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(404)
    expect((await inject('GET', `/api/post/${postId}`, suite.reader)).statusCode).toBe(404)
    // Its comments: none, told as of a post that is not there (spec: "array of comments").
    const comments = await inject('GET', `/api/comment/${postId}`)
    expect([comments.statusCode, comments.json()]).toEqual([200, []])
    expect((await inject('GET', `/api/post/${postId}`, suite.author)).json()).toMatchObject({
      hidden: 'moderator',
    })
    expect((await inject('GET', `/api/post/${postId}`, suite.mod)).statusCode).toBe(200)
    const feed = (await inject('GET', '/api/posts')).json() as { _id: string }[]
    expect(feed.some((p) => p._id === postId)).toBe(false)
    const tagged = (await inject('GET', `/api/posts?tag=t${tag}`)).json() as { _id: string }[]
    expect(tagged).toEqual([])
    const rss = await inject('GET', '/rss.xml')
    expect(rss.body).not.toContain(`Hidden ${tag}`)
    expect(
      (await report(suite.reader, { targetType: 'post', targetId: postId, reason: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await inject('PUT', `/api/post/${postId}/like`, suite.reader)).statusCode).toBe(404)

    await inject('PUT', `/api/post/${postId}/hidden`, suite.mod, { hidden: false })
    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(200)
  })
})
