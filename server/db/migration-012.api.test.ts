// Migration 012 (docs/decisions/0036): a notification may be about no post (a follow); stepping
// back drops those and requires a post again, keeping every other notification and its indexes.
import { describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { addPost } from '../../tests/setup/posts'
import { createMigrator, migrateToLatest, migrationsAfter } from './migrate'
import { appWithUsers } from '../../tests/setup/suite'

describe.each(testDialects())('migration 012 on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})

  const notification = (id: string, postId: string | null) => ({
    id,
    recipient_email: 'a@quill.test',
    recipient_id: 'a-uid',
    post_id: postId,
    comment_id: null,
    title: 'T',
    detail: '',
    created_at: new Date().toISOString(),
    read_at: null,
  })

  test('down and up again: follow notifications go, the others stay, a post is required again', async () => {
    const { db } = suite.t.app.database
    const postId = await addPost(db)
    await db.insertInto('notifications').values(notification('n-follow', null)).execute()
    await db.insertInto('notifications').values(notification('n-like', postId)).execute()

    const migrator = await createMigrator(db)
    const down = await migrator.migrateTo('011-markdown-as-github')
    expect(down.error).toBeUndefined()
    const ids = await db.selectFrom('notifications').select('id').execute()
    expect(ids.map((row) => row.id)).toEqual(['n-like'])
    await expect(
      db.insertInto('notifications').values(notification('n-none', null)).execute(),
    ).rejects.toThrow()

    expect(await migrateToLatest(db)).toEqual(await migrationsAfter('011-markdown-as-github'))
    await db.insertInto('notifications').values(notification('n-follow-2', null)).execute()
    // The foreign key survived the rebuild: deleting the post still takes its notifications.
    await db.deleteFrom('posts').where('id', '=', postId).execute()
    const left = await db.selectFrom('notifications').select('id').execute()
    expect(left.map((row) => row.id)).toEqual(['n-follow-2'])
  })
})
