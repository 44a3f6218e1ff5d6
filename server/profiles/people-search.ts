// People with a handle for `GET /api/people` (ADR 0057): whose handle starts with what is typed,
// or whose name has a word that does, case folded. One pass over the profiles with a handle,
// bounded by its rate limit as the author search is (docs/decisions/0053); a prefix index of
// handles is the next step if it is not cheap enough.
import { sql } from 'kysely'
import { PEOPLE_MAX, type Person } from '../../contract/people'
import type { Db } from '../db/schema'
import { publicName } from './public-name'

/** `text` with LIKE's own characters escaped by `\`. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export async function findPeople(db: Db, typed: string): Promise<Person[]> {
  const q = likeText(typed.trim().replace(/^@/, '').toLowerCase())
  const name = sql<string>`lower(display_name)`
  const handleFirst = sql<number>`case when handle like ${`${q}%`} escape '\\' then 0 else 1 end`
  const rows = await db
    .selectFrom('profiles')
    .select(['uid', 'handle', 'display_name', 'photo_url'])
    .where('handle', 'is not', null)
    .where('uid', 'not in', db.selectFrom('suspensions').select('uid'))
    .where((eb) =>
      eb.or([
        eb('handle', 'like', sql<string>`${`${q}%`} escape '\\'`),
        eb(name, 'like', sql<string>`${`${q}%`} escape '\\'`),
        eb(name, 'like', sql<string>`${`% ${q}%`} escape '\\'`),
      ]),
    )
    .orderBy(handleFirst)
    .orderBy('handle')
    .limit(PEOPLE_MAX)
    .execute()
  return rows.map((row) => ({
    uid: row.uid,
    handle: row.handle ?? '',
    displayName: publicName(row.display_name),
    photoURL: row.photo_url,
  }))
}
