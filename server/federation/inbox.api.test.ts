// Issue 29 items 2–3 (ADR 0049), over real HTTP between two instances on loopback: a person on
// B follows an author on A (kept, counted, accepted), likes, shares and answers A's post, edits
// and deletes the answer, takes it all back; A's post reaches B's inbox as Create, Update and
// Delete through A's job queue. Unsigned, wrongly signed and blocked deliveries store nothing.
import {
  Announce,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
  signRequest,
} from '@fedify/fedify'
import { beforeAll, describe, expect, test } from 'vitest'
import { PostSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { eventually, fetchAs, imageOn, startInstance } from '../../tests/setup/two-instances'
import {
  bearer,
  commentsOf,
  createUser,
  notificationsOf,
  publishPost,
} from '../../tests/setup/users'
import { adaAndBob, giveHandle } from './federation-test-kit'

type Activity = Follow | Like | Announce | Create | Update | Delete | Undo

describe.each(testDialects())('ActivityPub between two instances on %s', (dialect) => {
  const two = adaAndBob(dialect, 'Bob Stone')
  let adaActor: URL
  let bobActor: URL
  let postId: string
  let article: URL

  beforeAll(async () => {
    const { a, b, ada, bob } = two
    adaActor = new URL(`${a.origin}/ap/users/${ada.uid}`)
    bobActor = new URL(`${b.origin}/ap/users/${bob.uid}`)
    postId = await publishPost(a, ada, { postTitle: 'Tides and boats', image: imageOn(a) })
    article = new URL(`${a.origin}/ap/posts/${postId}`)
  })

  /**
   * Bob's server delivers `activity` to Ada's inbox as Mastodon does: JSON-LD, signed with Bob's
   * RSA key (HTTP Signatures). Sent here, not queued, so its answer is seen (Fedify 1.5 drops
   * `immediate` on its way to the queue).
   */
  async function bobSends(activity: Activity, expected = 202) {
    const ctx = two.b.app.federation.context()
    const body = JSON.stringify(await activity.toJsonLd({ contextLoader: ctx.contextLoader }))
    const [key] = await ctx.getActorKeyPairs(two.bob.uid)
    const inbox = `${adaActor.href}/inbox`
    const request = new Request(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    })
    const signed = await signRequest(request, key!.privateKey, key!.keyId)
    const res = await fetch(inbox, { method: 'POST', headers: signed.headers, body })
    expect(res.status, await res.text()).toBe(expected)
  }

  /** Whether B's inbox took (and handled) the activity with this id. */
  async function bHandled(id: string) {
    const rows = await two.b.app.database.db
      .selectFrom('federation_kv')
      .select('key')
      .where('key', 'like', '%activityIdempotence%')
      .execute()
    return rows.some((row) => (JSON.parse(row.key) as string[]).includes(id))
  }

  const post = async () => {
    const res = await two.a.app.inject({ method: 'GET', url: `/api/post/${postId}` })
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  const followers = async () =>
    (await fetchAs(`${adaActor.href}/followers`)) as { totalItems: number }
  const profileFollowers = async () => {
    const res = await two.a.app.inject({ method: 'GET', url: `/api/authors/${two.ada.uid}` })
    return (res.json() as { followerCount: number }).followerCount
  }

  test('a follow from another server is kept and counted with local followers; A’s posts then reach its inbox', async () => {
    await bobSends(
      new Follow({ id: new URL(`${bobActor.href}#follows/1`), actor: bobActor, object: adaActor }),
    )
    expect((await followers()).totalItems).toBe(1)
    expect(await profileFollowers()).toBe(1)
    // Told, as a local follow tells: once, naming who and where.
    await eventually(async () => {
      const told = (await notificationsOf(two.a, two.ada)).filter((n) => n.type === 'follow')
      expect(told).toHaveLength(1)
      expect(told[0]).toMatchObject({
        title: `Bob Stone (@bob@${new URL(two.b.origin).host}) followed you`,
        actorId: bobActor.href,
      })
    })
    // Published, edited, then taken back: Create, Update and Delete go out on A's job queue.
    const later = await publishPost(two.a, two.ada, {
      postTitle: 'Second tide',
      image: imageOn(two.a),
    })
    await eventually(async () =>
      expect(await bHandled(`${two.a.origin}/ap/posts/${later}#create`)).toBe(true),
    )
    const edit = await two.a.app.inject({
      method: 'PUT',
      url: `/api/updatePost/${later}`,
      headers: bearer(two.ada),
      payload: { postBody: { postTitle: 'Second tide, edited', postBody: 'New words.' } },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const del = await two.a.app.inject({
      method: 'DELETE',
      url: `/api/deletePost/${later}`,
      headers: bearer(two.ada),
    })
    expect(del.statusCode, del.body).toBe(200)
    await eventually(async () => {
      const keys = (
        await two.b.app.database.db.selectFrom('federation_kv').select('key').execute()
      ).map((row) => row.key)
      expect(keys.some((key) => key.includes(`/ap/posts/${later}#update-`))).toBe(true)
      expect(keys.some((key) => key.includes(`/ap/posts/${later}#delete-`))).toBe(true)
    })
  }, 60_000)

  test('a like and a share from another server count; the author is told of the like once', async () => {
    const like = new Like({
      id: new URL(`${bobActor.href}#likes/1`),
      actor: bobActor,
      object: article,
    })
    await bobSends(like)
    expect((await post()).likeCount).toBe(1)
    const told = (await notificationsOf(two.a, two.ada)).filter((n) => n.type === 'like')
    expect(told).toHaveLength(1)
    expect(told[0]?.title).toBe(`Bob Stone (@bob@${new URL(two.b.origin).host}) liked your post`)
    const share = new Announce({
      id: new URL(`${bobActor.href}#shares/1`),
      actor: bobActor,
      object: article,
      to: PUBLIC_COLLECTION,
    })
    await bobSends(share)
    expect((await post()).shareCount).toBe(1)
    // Taken back.
    await bobSends(
      new Undo({ id: new URL(`${bobActor.href}#undo/1`), actor: bobActor, object: like }),
    )
    await bobSends(
      new Undo({ id: new URL(`${bobActor.href}#undo/2`), actor: bobActor, object: share }),
    )
    const after = await post()
    expect(after.likeCount).toBe(0)
    expect(after.shareCount).toBeUndefined()
  })

  test('a reply from another server is a comment marked with its instance, plain text; edited, then deleted', async () => {
    const noteId = new URL(`${two.b.origin}/notes/1`)
    const note = (content: string) =>
      new Note({
        id: noteId,
        attribution: bobActor,
        replyTarget: article,
        content,
        to: PUBLIC_COLLECTION,
      })
    await bobSends(
      new Create({
        id: new URL(`${noteId.href}#create`),
        actor: bobActor,
        object: note('<p>Lovely <b>post</b> &amp; <script>alert(1)</script>thanks!</p>'),
      }),
    )
    let [comment] = await commentsOf(two.a, postId)
    expect(comment).toMatchObject({
      comment: 'Lovely post & thanks!',
      userName: 'Bob Stone',
      remote: {
        handle: `bob@${two.b.host}:${new URL(two.b.origin).port}`,
        url: `${two.b.origin}/@bob`,
      },
    })
    expect((await notificationsOf(two.a, two.ada)).map((n) => n.title)).toContain(
      'Bob Stone commented on your post',
    )
    await bobSends(
      new Update({
        id: new URL(`${noteId.href}#update`),
        actor: bobActor,
        object: note('<p>Edited.</p>'),
      }),
    )
    ;[comment] = await commentsOf(two.a, postId)
    expect(comment?.comment).toBe('Edited.')
    expect(comment?.editedAt).toBeDefined()
    await bobSends(
      new Delete({
        id: new URL(`${noteId.href}#delete`),
        actor: bobActor,
        object: new Tombstone({ id: noteId }),
      }),
    )
    expect(await commentsOf(two.a, postId)).toEqual([])
  })

  test('an undone follow is no follower', async () => {
    const follow = new Follow({
      id: new URL(`${bobActor.href}#follows/1`),
      actor: bobActor,
      object: adaActor,
    })
    await bobSends(
      new Undo({ id: new URL(`${bobActor.href}#undo/3`), actor: bobActor, object: follow }),
    )
    expect((await followers()).totalItems).toBe(0)
    expect(await profileFollowers()).toBe(0)
  })

  test('unsigned, wrongly signed and blocked deliveries are refused and store nothing', async () => {
    const inbox = `${two.a.origin}/ap/users/${two.ada.uid}/inbox`
    const like = new Like({
      id: new URL(`${bobActor.href}#likes/2`),
      actor: bobActor,
      object: article,
    })
    const body = JSON.stringify(
      await like.toJsonLd({ contextLoader: two.b.app.federation.context().contextLoader }),
    )
    const headers = { 'content-type': 'application/activity+json' }
    const unsigned = await fetch(inbox, { method: 'POST', headers, body })
    expect(unsigned.status).toBe(401)
    expect(await unsigned.json()).toMatchObject({ error: { code: 'unauthorized' } })
    // Signed by Bob, then the body changed on the way: its digest no longer matches.
    const [key] = await two.b.app.federation.context().getActorKeyPairs(two.bob.uid)
    const signed = await signRequest(
      new Request(inbox, { method: 'POST', headers, body }),
      key!.privateKey,
      key!.keyId,
    )
    const tampered = await fetch(inbox, {
      method: 'POST',
      headers: Object.fromEntries(signed.headers),
      body: body.replace('likes/2', 'likes/3'),
    })
    expect(tampered.status).toBe(401)
    // The same request untouched is taken.
    const good = await fetch(inbox, {
      method: 'POST',
      headers: Object.fromEntries(signed.headers),
      body,
    })
    expect(good.status).toBe(202)
    expect((await post()).likeCount).toBe(1)
    // Bad JSON is a 400.
    const bad = await fetch(inbox, { method: 'POST', headers, body: '{"actor":' })
    expect(bad.status).toBe(400)
    // An instance that blocks B refuses it before reading further.
    const c = await startInstance(dialect, '127.0.0.4', { BLOCKED_INSTANCES: '127.0.0.3' })
    try {
      const carol = await createUser(c)
      await giveHandle(c, carol, 'carol')
      const refused = await fetch(`${c.origin}/ap/inbox`, {
        method: 'POST',
        headers: Object.fromEntries(signed.headers),
        body,
      })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: { code: 'blocked_instance' } })
    } finally {
      await c.close()
    }
  }, 60_000)
})
