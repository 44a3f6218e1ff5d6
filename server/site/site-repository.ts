// The site's settings, owner and staff (ADR 0074). Settings are one JSON row read through the
// contract's schema: a setting added later, or a row written by an older version, takes its
// default instead of failing the read.
import * as z from 'zod/mini'
import {
  DEFAULT_SITE_SETTINGS,
  type Role,
  type SiteSettings,
  type SiteSettingsInput,
  SiteSettingsSchema,
} from '../../contract/site'
import { accentPalette } from '../../contract/site-palette'
import { describeChange } from '../../contract/site-change'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import './tables'

const SITE_ROW = 'site'

/** The settings as stored, each field that does not read falling back to its default. */
export function parseSettings(text: string | undefined): SiteSettings {
  let stored: Record<string, unknown> = {}
  try {
    const value: unknown = text === undefined ? {} : JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      stored = value as Record<string, unknown>
    }
  } catch {
    // A row nobody can read is no settings: the defaults stand until the next save.
  }
  const settings: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS }
  const fields = SiteSettingsSchema.def.shape
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    const parsed = z.safeParse(fields[key], stored[key])
    if (parsed.success) settings[key] = parsed.data
  }
  // The palette is the colour's (docs/decisions/0076): made again when the row has none that
  // reads, or the colour did not read and fell back to the default.
  const palette = z.safeParse(fields.accentPalette, stored.accentPalette)
  const colour = z.safeParse(fields.accentColor, stored.accentColor)
  if (!palette.success || !colour.success) {
    settings.accentPalette = accentPalette(settings.accentColor as string)
  }
  return settings as SiteSettings
}

/** The settings a person set, with what the server makes of them: the accent's palette. */
export const completeSettings = (input: SiteSettingsInput): SiteSettings => ({
  ...input,
  accentPalette: accentPalette(input.accentColor),
})

export async function readSettings(db: Db): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select('settings')
    .where('id', '=', SITE_ROW)
    .executeTakeFirst()
  return parseSettings(row?.settings)
}

type Writer = Pick<Db, 'insertInto' | 'updateTable' | 'selectFrom'>

async function saveSettings(trx: Writer, settings: SiteSettings, by: string): Promise<void> {
  const at = now()
  const text = JSON.stringify(settings)
  await trx
    .insertInto('site_settings')
    .values({ id: SITE_ROW, settings: text, updated_at: at, updated_by: by })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ settings: text, updated_at: at, updated_by: by }),
    )
    .execute()
}

export async function audit(
  trx: Pick<Db, 'insertInto'>,
  actorId: string,
  action: string,
  detail: string,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({ id: newId(), created_at: now(), actor_id: actorId, action, detail })
    .execute()
}

/** Saves the settings and says so in the audit log, in one transaction; answers them. */
export async function updateSettings(
  db: Db,
  input: SiteSettingsInput,
  actorId: string,
): Promise<SiteSettings> {
  const settings = completeSettings(input)
  return db.transaction().execute(async (trx) => {
    const before = await readSettings(trx)
    const change = describeChange(before, settings)
    await saveSettings(trx, settings, actorId)
    if (change) await audit(trx, actorId, 'settings', change)
    return settings
  })
}

export async function ownerUid(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff')
    .select('uid')
    .where('role', '=', 'owner')
    .executeTakeFirst()
  return row?.uid
}

export async function staffRole(db: Db, uid: string): Promise<Role | undefined> {
  const row = await db.selectFrom('staff').select('role').where('uid', '=', uid).executeTakeFirst()
  return row?.role
}

/**
 * Makes `user` the owner if the site has none, in one transaction with the first settings (the
 * setup form's, or none for OWNER_EMAIL's owner). Two people finishing setup at once: the unique
 * index lets one in. Answers whether this call made them the owner.
 */
export async function takeOwnership(
  db: Db,
  user: { uid: string; email: string },
  settings: SiteSettings | undefined,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('staff')
        .select('uid')
        .where('role', '=', 'owner')
        .executeTakeFirst()
      if (owner) return false
      const at = now()
      await trx.deleteFrom('staff').where('uid', '=', user.uid).execute()
      await trx
        .insertInto('staff')
        .values({
          uid: user.uid,
          email: user.email.toLowerCase(),
          role: 'owner',
          created_at: at,
          added_by: null,
        })
        .execute()
      if (settings) await saveSettings(trx, settings, user.uid)
      await audit(trx, user.uid, 'owner', `${user.email.toLowerCase()} set the site up`)
      return true
    })
  } catch (error) {
    // The other of two at once took it: its row holds the index.
    if (await ownerUid(db)) return false
    throw error
  }
}

/**
 * The owner hands the site to an administrator, who becomes the owner; the owner becomes an
 * administrator. Answers false when `to` is not an administrator.
 */
export async function handOver(db: Db, from: string, to: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('staff')
      .select(['uid', 'email'])
      .where('uid', '=', to)
      .where('role', '=', 'administrator')
      .executeTakeFirst()
    if (!next || to === from) return false
    await trx.updateTable('staff').set({ role: 'administrator' }).where('uid', '=', from).execute()
    await trx.updateTable('staff').set({ role: 'owner' }).where('uid', '=', to).execute()
    await audit(trx, from, 'owner', `handed the site to ${next.email}`)
    return true
  })
}
