// The mails in each language (docs/decisions/0077, "Mails"): English's words exactly as they
// were, the others' their own, Arabic's right to left, and a post's own words untouched.
import { describe, expect, test } from 'vitest'
import { LANGUAGES, type Language } from '../../contract/languages'
import { invitationMail } from '../site/invitation-mail'
import { renderConfirmMail, renderPostMail, textDirection } from './render'
import { en } from './words/en'
import { mailLanguage, mailWords } from './words'

const LANGUAGE_LIST = Object.keys(LANGUAGES) as Language[]
const OTHERS = LANGUAGE_LIST.filter((language) => language !== 'en')

const post = {
  id: 'p1',
  title: 'Tides & gulls',
  body: 'Hello **sea**.\n\n> Said once.',
  bodyHtml: '<p>Hello <strong>sea</strong>.</p>\n<blockquote>\n<p>Said once.</p>\n</blockquote>',
  image: '',
  authorName: 'Ada Author',
}
const links = {
  publicUrl: 'https://quill.example',
  site: 'Quill',
  unsubscribeUrl: 'https://quill.example/api/subscriptions/unsubscribe?token=t',
}
const postMail = (language: Language, wholeSite = false) =>
  renderPostMail(post, { ...links, wholeSite, language })
const confirmMail = (language: Language) =>
  renderConfirmMail({
    confirmUrl: 'https://quill.example/confirm-subscription?token=c',
    targets: [{ wholeSite: true }, { wholeSite: false, author: 'Ada Author' }],
    site: 'Quill',
    language,
  })
const invitation = (language: Language) =>
  invitationMail({
    site: 'Quill',
    role: 'editor',
    inviter: 'Olive Owner',
    link: 'https://quill.example/invitation?token=i',
    expires: '2026-12-06T10:00:00.000Z',
    language,
  })

describe('English, word for word as before', () => {
  test('a post by mail', () => {
    const mail = postMail('en')
    expect(mail.subject).toBe('Tides & gulls')
    expect(mail.text).toBe(
      [
        'Ada Author published on Quill',
        '',
        'Tides & gulls',
        '=============',
        '',
        'Hello sea.',
        '',
        '> Said once.',
        '',
        'Read it on Quill: https://quill.example/post/p1/tides-and-gulls',
        '',
        '--',
        "You get this because you subscribed to Ada Author's posts on Quill.",
        'Unsubscribe: https://quill.example/api/subscriptions/unsubscribe?token=t',
        '',
      ].join('\n'),
    )
    expect(mail.html).toContain('<html lang="en"><head>')
    expect(mail.html).toContain('>Read it on Quill</a></p>')
    expect(mail.html).toContain('>Unsubscribe</a></p>')
    expect(mail.html).not.toContain('dir=')
    expect(postMail('en', true).text).toContain(
      'You get this because you subscribed to every new post on Quill.',
    )
  })

  test('the confirmation', () => {
    const mail = confirmMail('en')
    expect(mail.subject).toBe('Confirm your subscription to Quill')
    expect(mail.text).toBe(
      'Someone (we hope you) asked to get new posts on Quill by email: every new post, posts by Ada Author.\n\n' +
        'Confirm: https://quill.example/confirm-subscription?token=c\n\n' +
        'If it was not you, ignore this mail: nothing will be sent to you.\n',
    )
    expect(mail.html).toContain('<title>Confirm your subscription</title>')
    expect(mail.html).toContain('>Confirm</a></p>')
    expect(en.confirm.postsBy(undefined)).toBe('posts by an author')
  })

  test('the invitation', () => {
    const mail = invitation('en')
    expect(mail.subject).toBe('Join Quill as an editor')
    expect(mail.text).toBe(
      'Olive Owner invites you to Quill as an editor.\n\n' +
        'Accept: https://quill.example/invitation?token=i\n\n' +
        'Open the link signed in with this address (or register with it first). It works until Sun, 06 Dec 2026 10:00:00 GMT.\n',
    )
    expect(mail.html).toContain('>Accept the invitation</a></p>')
    expect(invitationMail({ ...invitationInput(), role: 'contributor' }).subject).toBe(
      'Join Quill as a contributor',
    )
    expect(invitationMail({ ...invitationInput(), inviter: '' }).text).toMatch(
      /^The site’s owner invites you/,
    )
  })
})

const invitationInput = () => ({
  site: 'Quill',
  role: 'editor' as const,
  inviter: 'Olive Owner',
  link: 'https://quill.example/invitation?token=i',
  expires: '2026-12-06T10:00:00.000Z',
  language: 'en' as const,
})

describe.each(OTHERS)('in %s', (language) => {
  test('every mail is in the language, marked so; the post keeps its own words', () => {
    const rtl = LANGUAGES[language].dir === 'rtl'
    const marked = rtl ? `<html lang="${language}" dir="rtl">` : `<html lang="${language}">`
    for (const mail of [postMail(language), confirmMail(language), invitation(language)]) {
      expect(mail.html).toContain(marked)
      // Not one of English's fixed sentences is left.
      for (const english of [
        'published on',
        'Read it on',
        'Unsubscribe',
        'You get this',
        'Confirm',
        'Someone (we hope you)',
        'If it was not you',
        'invites you',
        'Accept',
        'Open the link',
      ]) {
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(
          new RegExp(`\\b${english}\\b`),
        )
      }
    }
    const mail = postMail(language)
    // A post's title is its author's: the subject, the heading, the text part's.
    expect(mail.subject).toBe('Tides & gulls')
    expect(mail.text).toContain('Tides & gulls\n=============\n\nHello sea.')
    expect(mail.html).toContain('>Tides &amp; gulls</a></h1>')
    // An English post in a right-to-left mail runs left to right, its quote's bar on the left.
    if (rtl) {
      expect(mail.html).toContain('<div dir="ltr"><h1')
      expect(mail.html).toContain('border-left:4px')
    } else {
      expect(mail.html).not.toContain('dir=')
    }
  })

  test('every sentence differs from English, and dates and lists are the language’s', () => {
    const words = mailWords(language)
    expect(words.confirm.list(['a', 'b', 'c'])).not.toBe('a, b, c')
    expect(words.invitation.how(new Date('2026-03-01T14:05:00Z'))).toContain('2026')
    expect(words.invitation.how(new Date('2026-03-01T14:05:00Z'))).not.toContain('GMT')
    expect(words.post.unsubscribe).not.toBe(en.post.unsubscribe)
    expect(words.confirm.postsBy(undefined)).not.toBe(en.confirm.postsBy(undefined))
    expect(words.invitation.someone).not.toBe(en.invitation.someone)
  })
})

test('French, German and Spanish say it their way', () => {
  expect(confirmMail('fr').subject).toBe('Confirmez votre abonnement à Quill')
  expect(postMail('fr').text).toContain('Ada Author a publié sur Quill')
  expect(confirmMail('de').text).toContain('alle neuen Beiträge und Beiträge von Ada Author')
  expect(invitation('es').subject).toBe('Únete a Quill como editor')
  expect(invitation('fr').text).toContain('jusqu’au 6 décembre 2026 à 10:00 UTC')
})

test('an Arabic post runs right to left in any mail, its quote’s bar on the right', () => {
  const arabic = {
    ...post,
    title: 'المد والجزر',
    body: 'مرحبا',
    bodyHtml: '<blockquote>\n<p>مرحبا</p>\n</blockquote>',
  }
  const english = renderPostMail(arabic, { ...links, wholeSite: true, language: 'en' })
  expect(english.html).toContain('<div dir="rtl"><h1')
  expect(english.html).toContain('border-right:4px')
  const inArabic = renderPostMail(arabic, { ...links, wholeSite: true, language: 'ar' })
  expect(inArabic.html).not.toContain('<div dir=')
  expect(textDirection('«Bonjour»')).toBe('ltr')
  expect(textDirection('  ١٢ שלום')).toBe('rtl')
})

test('a recipient from before languages were kept gets the site’s', () => {
  expect(mailLanguage(null, 'de')).toBe('de')
  expect(mailLanguage(undefined, 'fr')).toBe('fr')
  expect(mailLanguage('es', 'de')).toBe('es')
  expect(mailLanguage('xx', 'yy')).toBe('en')
})
