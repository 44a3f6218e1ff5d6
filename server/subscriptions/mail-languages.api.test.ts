// Mails in the subscriber's language (docs/decisions/0077, "Mails"), against a real SMTP server:
// the language of the request that subscribed (the chooser's cookie, then Accept-Language, then
// the site's), kept with the subscription and used for every mail to it; a post's own words stay.
import { describe, expect, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../contract/site'
import { updateSettings } from '../site/site-repository'
import { testDialects } from '../../tests/setup/server'
import { publishPost } from '../../tests/setup/users'
import { IMAGE, address, confirmToken, subscriptionsSuite, unique } from './subscriptions-suite'

describe.each(testDialects())('mails in the subscriber’s language on %s', (dialect) => {
  const suite = subscriptionsSuite(dialect)
  const { confirmWith } = suite

  /** Subscribes from a page in a language; answers the confirmation, once it is followed. */
  async function subscribedFrom(email: string, headers: Record<string, string>, authorId?: string) {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email, ...(authorId ? { authorId } : {}) },
      headers,
      remoteAddress: `127.0.2.${unique() % 250}`,
    })
    expect(res.statusCode, res.body).toBe(202)
    const [mail] = await suite.smtp.waitFor(email)
    expect((await confirmWith(confirmToken(mail!.parsed))).statusCode).toBe(200)
    return mail!.parsed
  }
  const storedLanguage = async (email: string) =>
    (
      await suite.t.app.database.db
        .selectFrom('subscriptions')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language

  test('a French subscriber gets the confirmation and the post in French, the post’s title as written', async () => {
    const email = address()
    const confirmation = await subscribedFrom(
      email,
      { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
      suite.author.uid,
    )
    expect(confirmation.subject).toBe('Confirmez votre abonnement à Quill')
    expect(confirmation.html).toContain('<html lang="fr">')
    expect(confirmation.text).toContain(
      'Quelqu’un (vous, nous l’espérons) a demandé à recevoir par e-mail les nouveaux articles de Quill : les articles de Ada Author.',
    )
    expect(confirmation.text).toContain(
      'Confirmer : https://quill.example/confirm-subscription?token=',
    )
    expect(await storedLanguage(email)).toBe('fr')
    // Asked again from an English page, the confirmed subscription keeps its language.
    const again = await suite.t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email, authorId: suite.author.uid },
      headers: { 'accept-language': 'en' },
      remoteAddress: `127.0.2.${unique() % 250}`,
    })
    expect(again.statusCode).toBe(202)
    expect(await storedLanguage(email)).toBe('fr')

    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Tides & gulls',
      postBody: 'Hello **sea**.',
      image: IMAGE,
    })
    const [, received] = await suite.smtp.waitFor(email, 2)
    const mail = received!.parsed
    expect(mail.subject).toBe('Tides & gulls')
    expect(mail.html).toContain('<html lang="fr">')
    expect(mail.html).toContain('>Tides &amp; gulls</a></h1>')
    expect(mail.text).toContain('Ada Author a publié sur Quill')
    expect(mail.text).toContain('Tides & gulls\n=============\n\nHello sea.')
    expect(mail.text).toContain(
      `Lire sur Quill : https://quill.example/post/${postId}/tides-and-gulls`,
    )
    expect(mail.text).toContain(
      'Vous recevez ce message car vous avez demandé à recevoir les articles de Ada Author sur Quill.',
    )
    expect(mail.text).toMatch(/Se désabonner : https:\/\/quill\.example\/api\/subscriptions\//)
    expect(mail.text).not.toMatch(/Read it on|Unsubscribe|You get this/)
  })

  test('the chooser’s cookie wins over the browser: an Arabic subscriber’s mails run right to left', async () => {
    const email = address()
    const confirmation = await subscribedFrom(email, {
      cookie: 'theme=dark; quill-lang=ar',
      'accept-language': 'fr',
    })
    expect(confirmation.subject).toBe('أكّد اشتراكك في Quill')
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">')
    expect(confirmation.text).toContain('كل منشور جديد')
    await publishPost(suite.t, suite.author, { postTitle: 'Low tide', image: IMAGE })
    const [, received] = await suite.smtp.waitFor(email, 2)
    const mail = received!.parsed
    expect(mail.subject).toBe('Low tide')
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    // The English post inside runs its own way.
    expect(mail.html).toContain('<div dir="ltr"><h1')
    expect(mail.text).toContain('نشر Ada Author على Quill')
    expect(mail.text).toContain('تصلك هذه الرسالة لأنك اشتركت في كل منشور جديد على Quill.')
  })

  test('English stays word for word, and a row from before gets the site’s language', async () => {
    const english = address()
    const confirmation = await subscribedFrom(english, {}, suite.author.uid)
    expect(confirmation.subject).toBe('Confirm your subscription to Quill')
    expect(confirmation.html).toContain('<html lang="en">')
    expect(confirmation.text).toContain(
      'Someone (we hope you) asked to get new posts on Quill by email: posts by Ada Author.',
    )
    expect(await storedLanguage(english)).toBe('en')

    // A subscription from before languages were kept: NULL, the site's language when it is sent.
    const before = address()
    await subscribedFrom(before, { 'accept-language': 'es' }, suite.author.uid)
    const { db } = suite.t.app.database
    await db
      .updateTable('subscriptions')
      .set({ language: null })
      .where('email', '=', before)
      .execute()
    await updateSettings(db, { ...DEFAULT_SITE_SETTINGS, language: 'de' }, 'test')
    suite.t.app.publicAnswersChanged()
    try {
      await publishPost(suite.t, suite.author, { postTitle: 'Neap tide', image: IMAGE })
      const [, toBefore] = await suite.smtp.waitFor(before, 2)
      expect(toBefore!.parsed.subject).toBe('Neap tide')
      expect(toBefore!.parsed.html).toContain('<html lang="de">')
      expect(toBefore!.parsed.text).toContain('Ada Author hat auf Quill veröffentlicht')
      // A subscriber who chose keeps their language whatever the site's.
      const [, toEnglish] = await suite.smtp.waitFor(english, 2)
      expect(toEnglish!.parsed.text).toContain('Ada Author published on Quill')
      expect(toEnglish!.parsed.text).toContain(
        "You get this because you subscribed to Ada Author's posts on Quill.",
      )
    } finally {
      await updateSettings(db, DEFAULT_SITE_SETTINGS, 'test')
      suite.t.app.publicAnswersChanged()
    }
  })
})
