import { randomBytes } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import {
  InvitationCreatedSchema,
  InvitationListSchema,
  StaffListSchema,
  siteMessages,
} from '../../contract/site'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser, giveRoles, postInput } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

// Invitations to the staff (ADR 0074): mailed through the mail path (the dev mailbox here), good
// once, for the address they were sent to, until withdrawn or expired.
describe.each(testDialects())('staff invitations on %s', (dialect) => {
  const suite = appWithUsers(dialect, { owner: 'Olive Owner', rita: 'Rita Reader' })
  const send = requestWith(suite)
  const invite = async (email: string, role = 'contributor') => {
    const res = await send('POST', '/api/site/invitations', bearer(suite.owner), { email, role })
    expect(res.statusCode, res.body).toBe(201)
    return InvitationCreatedSchema.parse(res.json())
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
  const accept = (by: { token: string }, token: string) =>
    send('POST', '/api/site/invitations/accept', bearer(by), { token })

  test('an invited contributor accepts the mailed link, joins the staff, and cannot publish', async () => {
    await giveRoles(suite.t, [[suite.owner, 'owner']])
    const email = `carl-${randomBytes(3).toString('hex')}@example.com`
    const made = await invite(` ${email.toUpperCase()} `)
    expect(made).toMatchObject({ email, role: 'contributor' })
    // The mail, from the job queue, in the dev mailbox: its link is the one answered.
    const mail = await vi.waitFor(
      async () => {
        const row = await suite.t.app.database.db
          .selectFrom('dev_mail')
          .selectAll()
          .where('recipient', '=', email)
          .executeTakeFirst()
        if (!row) throw new Error('not mailed yet')
        return row
      },
      { timeout: 10_000, interval: 100 },
    )
    expect(mail.subject).toBe('Join Quill as a contributor')
    expect(mail.text).toContain(made.link)
    expect(mail.text).toContain('Olive Owner invites you to Quill as a contributor.')
    const listed = InvitationListSchema.parse(
      (await send('GET', '/api/site/invitations', bearer(suite.owner))).json(),
    )
    expect(listed.map((i) => i._id)).toContain(made._id)

    // Someone else signed in cannot take it; the invitee can, once.
    const other = await accept(suite.rita, tokenOf(made.link))
    expect([other.statusCode, other.json().error.message]).toEqual([
      403,
      siteMessages.invitationOtherEmail,
    ])
    const carl = await createUser(suite.t, { email, name: 'Carl' })
    const joined = await accept(carl, tokenOf(made.link))
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toEqual({ role: 'contributor' })
    expect((await accept(carl, tokenOf(made.link))).json()).toEqual({ role: 'contributor' })
    const used = await accept(suite.rita, tokenOf(made.link))
    expect([used.statusCode, used.json().error.message]).toEqual([410, siteMessages.invitationUsed])
    const staff = StaffListSchema.parse(
      (await send('GET', '/api/site/staff', bearer(suite.owner))).json(),
    )
    expect(staff.find((member) => member.uid === carl.uid)?.role).toBe('contributor')
    // A contributor: drafts only.
    const post = await send('POST', '/api/post', bearer(carl), postInput())
    expect(post.statusCode).toBe(403)
    const stillListed = InvitationListSchema.parse(
      (await send('GET', '/api/site/invitations', bearer(suite.owner))).json(),
    )
    expect(stillListed.map((i) => i._id)).not.toContain(made._id)
  })

  test('a withdrawn, expired or made-up link joins nobody', async () => {
    const email = `dora-${randomBytes(3).toString('hex')}@example.com`
    const dora = await createUser(suite.t, { email, name: 'Dora' })
    const withdrawn = await invite(email, 'editor')
    const revoked = await send(
      'DELETE',
      `/api/site/invitations/${withdrawn._id}`,
      bearer(suite.owner),
    )
    expect(revoked.statusCode).toBe(204)
    const late = await accept(dora, tokenOf(withdrawn.link))
    expect([late.statusCode, late.json().error.message]).toEqual([
      410,
      siteMessages.invitationWithdrawn,
    ])

    const expired = await invite(email, 'editor')
    await suite.t.app.database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired._id)
      .execute()
    const old = await accept(dora, tokenOf(expired.link))
    expect([old.statusCode, old.json().error.message]).toEqual([
      410,
      siteMessages.invitationExpired,
    ])

    const forged = await accept(dora, `${tokenOf(expired.link)}x`)
    expect([forged.statusCode, forged.json().error.message]).toEqual([
      404,
      siteMessages.invitationNotValid,
    ])
    expect((await send('GET', '/api/site/me', bearer(dora))).json()).toEqual({})
    // Only administrators invite.
    const byReader = await send('POST', '/api/site/invitations', bearer(suite.rita), {
      email: 'x@example.com',
      role: 'editor',
    })
    expect(byReader.statusCode).toBe(403)
    const owner = await send('POST', '/api/site/invitations', bearer(suite.owner), {
      email: 'x@example.com',
      role: 'owner',
    })
    expect(owner.statusCode).toBe(400)
  })
})
