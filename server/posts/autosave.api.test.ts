// The writer's desk on both databases (ADR 0078): a post's version counts its saves, a save that
// names an older version is refused and changes nothing, an autosave never touches what readers
// see, and the autosaves of one sitting are one revision.
import { beforeAll, describe, expect, test } from 'vitest'
import {
  PostSchema,
  UpdateResultSchema,
  autosaveNotPublished,
  postChangedElsewhere,
} from '../../contract/posts'
import { RevisionListSchema } from '../../contract/revisions'
import { testDialects } from '../../tests/setup/server'
import { bearer, giveRoles, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs, requestWith } from '../../tests/setup/suite'
import { AUTOSAVE_REVISION_MS } from './update-post'

describe.each(testDialects())('saving as the writer types on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Desk Writer', editor: 'Desk Editor' })
  const send = requestWith(suite)
  const call = requestAs(suite)
  beforeAll(() => giveRoles(suite.t, [[suite.editor, 'editor']]))

  const read = async (id: string) => {
    const res = await call('GET', `/api/post/${id}`, suite.author)
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  const save = (id: string, body: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { ...postInput(), ...body },
      ...extra,
    })
  const draft = (title = 'A draft') =>
    publishPost(suite.t, suite.author, { postTitle: title, status: 'draft' })
  const history = async (id: string) => {
    const res = await call('GET', `/api/post/${id}/revisions`, suite.author)
    expect(res.statusCode, res.body).toBe(200)
    return RevisionListSchema.parse(res.json())
  }
  /** Moves a post's revisions back in time, as if written `ms` ago. */
  const age = async (id: string, ms: number) => {
    const at = new Date(Date.now() - ms).toISOString()
    await suite.t.app.database.db
      .updateTable('post_revisions')
      .set({ created_at: at })
      .where('post_id', '=', id)
      .execute()
  }

  test('a post starts at version 1 and every save counts it up, answered with the save', async () => {
    const id = await draft()
    expect((await read(id)).version).toBe(1)
    const res = await save(id, { postTitle: 'Second', status: 'draft' }, { ifVersion: 1 })
    expect(res.statusCode, res.body).toBe(200)
    expect(UpdateResultSchema.parse(res.json())).toEqual({
      matchedCount: 1,
      modifiedCount: 1,
      version: 2,
    })
    expect((await read(id)).version).toBe(2)
    // A save that changes nothing is no new version, and says which one is there.
    const same = await save(id, { postTitle: 'Second', status: 'draft' }, { ifVersion: 2 })
    expect(same.json()).toEqual({ matchedCount: 1, modifiedCount: 0, version: 2 })
  })

  test('a save from an older version is a 409 and changes nothing; from the current one it lands', async () => {
    const id = await draft('Mine')
    // Another tab saves first.
    expect(
      (await save(id, { postTitle: 'Theirs', status: 'draft' }, { ifVersion: 1 })).statusCode,
    ).toBe(200)
    const late = await save(id, { postTitle: 'Mine, later', status: 'draft' }, { ifVersion: 1 })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ error: { code: 'conflict', message: postChangedElsewhere } })
    const after = await read(id)
    expect(after.postTitle).toBe('Theirs')
    expect(after.version).toBe(2)
    // Told, the writer saves theirs over it from the version now there.
    const over = await save(id, { postTitle: 'Mine, later', status: 'draft' }, { ifVersion: 2 })
    expect(over.statusCode, over.body).toBe(200)
    expect((await read(id)).postTitle).toBe('Mine, later')
    // A client that names no version (the spec's) saves over whatever is there, as before.
    expect((await save(id, { postTitle: 'Spec client', status: 'draft' })).statusCode).toBe(200)
  })

  test('an autosave is refused on a published post, and for a change of status; nothing changes', async () => {
    const live = await publishPost(suite.t, suite.author, { postTitle: 'Out there' })
    const res = await save(live, { postTitle: 'Half-typed' }, { autosave: true })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(autosaveNotPublished)
    expect((await read(live)).postTitle).toBe('Out there')
    const id = await draft('Still a draft')
    const publishing = await save(id, { postTitle: 'Out', status: 'published' }, { autosave: true })
    expect(publishing.statusCode).toBe(400)
    const after = await read(id)
    expect([after.status, after.postTitle, after.version]).toEqual(['draft', 'Still a draft', 1])
    // Its own status kept, it lands.
    const kept = await save(id, { postTitle: 'Typed on', status: 'draft' }, { autosave: true })
    expect(kept.statusCode, kept.body).toBe(200)
  })

  test("one sitting's autosaves are one revision; a save by hand, or ten minutes on, is a new one", async () => {
    const id = await draft('Sitting')
    for (const word of ['one', 'one two', 'one two three']) {
      const res = await save(
        id,
        { postTitle: 'Sitting', postBody: word, status: 'draft' },
        { autosave: true },
      )
      expect(res.statusCode, res.body).toBe(200)
    }
    // The draft as created, and the sitting's one revision with its latest text.
    let list = await history(id)
    expect(list).toHaveLength(2)
    const newest = await call('GET', `/api/post/${id}/revisions/${list[0]!._id}`, suite.author)
    expect(newest.json().postBody).toBe('one two three')
    // By hand: its own revision, and the next autosave begins another.
    await save(id, { postTitle: 'Sitting', postBody: 'by hand', status: 'draft' })
    await save(
      id,
      { postTitle: 'Sitting', postBody: 'by hand, then typed', status: 'draft' },
      { autosave: true },
    )
    list = await history(id)
    expect(list).toHaveLength(4)
    // Ten minutes of autosaves later, a new revision begins.
    await age(id, AUTOSAVE_REVISION_MS + 1000)
    await save(
      id,
      { postTitle: 'Sitting', postBody: 'much later', status: 'draft' },
      { autosave: true },
    )
    expect(await history(id)).toHaveLength(5)
  })

  test("an editor's autosave is a revision of their own, and the author's next begins another", async () => {
    const id = await draft('Shared')
    await save(
      id,
      { postTitle: 'Shared', postBody: 'author types', status: 'draft' },
      { autosave: true },
    )
    const before = (await history(id)).length
    const editors = await send('PUT', `/api/updatePost/${id}`, bearer(suite.editor), {
      postBody: { ...postInput(), postTitle: 'Shared', postBody: 'editor types', status: 'draft' },
      autosave: true,
    })
    expect(editors.statusCode, editors.body).toBe(200)
    const list = await history(id)
    expect(list).toHaveLength(before + 1)
    expect(list[0]!.authorId).toBe(suite.editor.uid)
    await save(
      id,
      { postTitle: 'Shared', postBody: 'author again', status: 'draft' },
      { autosave: true },
    )
    expect(await history(id)).toHaveLength(before + 2)
  })
})
