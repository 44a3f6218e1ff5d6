// Invitations and people in their language (docs/decisions/0077, "Mails"): a person's language
// is the one they first signed in with, kept; an invitation to an address nobody has yet is in
// the inviter's, one to a person in theirs. Mailed to the dev mailbox, as every invitation here.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { InvitationCreatedSchema } from '../../contract/site'
import { testDialects } from '../../tests/setup/server'
import { accountToken, bearer, giveRoles, signInIdToken } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('invitations in their language on %s', (dialect) => {
  const suite = appWithUsers(dialect, { owner: 'Olive Owner' })
  const send = requestWith(suite)
  const db = () => suite.t.app.database.db
  beforeAll(() => giveRoles(suite.t, [[suite.owner, 'owner']]))

  const invite = async (email: string, role: string, headers: Record<string, string>) => {
    const res = await send(
      'POST',
      '/api/site/invitations',
      { ...bearer(suite.owner), ...headers },
      { email, role },
    )
    expect(res.statusCode, res.body).toBe(201)
    return InvitationCreatedSchema.parse(res.json())
  }
  const mailTo = (email: string) =>
    vi.waitFor(
      async () => {
        const row = await db()
          .selectFrom('dev_mail')
          .selectAll()
          .where('recipient', '=', email)
          .executeTakeFirst()
        if (!row) throw new Error('not mailed yet')
        return row
      },
      { timeout: 10_000, interval: 100 },
    )
  /** Signs in (a token exchange) from a browser with these headers. */
  const signIn = async (email: string, headers: Record<string, string>) => {
    const idToken = await signInIdToken(email)
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/getToken',
      headers: { authorization: `Bearer ${idToken}`, ...headers },
      payload: { email },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const languageOf = async (uid: string) =>
    (
      await db()
        .selectFrom('profiles')
        .select('language')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).language

  test('an invitation to a new address is in the inviter’s language', async () => {
    const email = `eva-${randomBytes(3).toString('hex')}@example.com`
    const made = await invite(email, 'contributor', { 'accept-language': 'es-MX,es;q=0.9' })
    const mail = await mailTo(email)
    expect(mail.subject).toBe('Únete a Quill como colaborador')
    expect(mail.html).toContain('<html lang="es">')
    expect(mail.text).toContain('Olive Owner te invita a unirte a Quill como colaborador.')
    expect(mail.text).toContain(`Aceptar: ${made.link}`)
    expect(mail.html).toContain('>Aceptar la invitación</a>')

    const arabic = `amal-${randomBytes(3).toString('hex')}@example.com`
    await invite(arabic, 'editor', { cookie: 'quill-lang=ar', 'accept-language': 'en' })
    const toArabic = await mailTo(arabic)
    expect(toArabic.subject).toBe('انضم إلى Quill بصفة محرر')
    expect(toArabic.html).toContain('<html lang="ar" dir="rtl">')
  })

  test('a person keeps the language they first signed in with, and an invitation to them is in it', async () => {
    const dora = await accountToken(suite.t, { name: 'Dora' })
    await signIn(dora.email, { 'accept-language': 'de-AT,de;q=0.9' })
    expect(await languageOf(dora.uid)).toBe('de')
    // Signing in again from elsewhere changes nothing.
    await signIn(dora.email, { cookie: 'quill-lang=fr', 'accept-language': 'fr' })
    expect(await languageOf(dora.uid)).toBe('de')

    await invite(dora.email, 'editor', { 'accept-language': 'fr' })
    const mail = await mailTo(dora.email)
    expect(mail.subject).toBe('Treten Sie Quill als Redakteur bei')
    expect(mail.html).toContain('<html lang="de">')
    expect(mail.text).toContain('Olive Owner lädt Sie ein, Quill als Redakteur beizutreten.')
  })

  test('a person from before languages were kept gets the site’s; English as ever', async () => {
    const ben = await accountToken(suite.t, { name: 'Ben' })
    await signIn(ben.email, {})
    expect(await languageOf(ben.uid)).toBe('en')
    await db().updateTable('profiles').set({ language: null }).where('uid', '=', ben.uid).execute()
    await invite(ben.email, 'author', { 'accept-language': 'fr' })
    const mail = await mailTo(ben.email)
    expect(mail.subject).toBe('Join Quill as an author')
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.text).toContain('Olive Owner invites you to Quill as an author.')
    expect(mail.text).toMatch(
      /Open the link signed in with this address \(or register with it first\)\. It works until \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT\./,
    )
  })
})
