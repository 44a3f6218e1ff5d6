// Posts by email (ADR 0037): subscribe an address (double opt-in), confirm it from
// the mail's link, unsubscribe in one click (RFC 8058), and the signed-in person's own list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ConfirmResultSchema,
  DeleteSubscriptionResultSchema,
  MailTokenInputSchema,
  MailTokenQuerySchema,
  SubscribeAcceptedSchema,
  SubscribeInputSchema,
  SubscriptionIdParamsSchema,
  SubscriptionListSchema,
  UnsubscribeResultSchema,
  subscriptionMessages,
} from '../../contract/subscriptions'
import { now } from '../clock'
import { HttpError, badRequest, notFound } from '../errors'
import { isId } from '../ids'
import {
  authorName,
  confirm,
  describeTarget,
  findSubscription,
  subscribe,
  subscriberCount,
  subscriptionsOf,
  unsubscribe,
  WHOLE_SITE,
} from '../mail/subscription-repository'
import { requestLanguage } from '../http/request-language'
import { perAddress } from '../http/rate-limits'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

/** What a confirmation link signs: the address, and when its mail was sent. */
const ConfirmPayloadSchema = z.object({ email: z.string(), sentAt: z.string() })

const linkInvalid = () => badRequest(subscriptionMessages.linkInvalid)
const subscriptionNotFound = () => notFound('Subscription not found')

const subscriptions: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { mail } = app

  // RFC 8058: a one-click POST comes as a form (urlencoded or multipart) saying
  // `List-Unsubscribe=One-Click`. The token in the URL decides; the body is read and let go.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    )
  }

  route(app, {
    method: 'POST',
    url: '/subscriptions',
    access: 'public',
    rateLimit: perAddress(rateLimits.subscribe),
    tag: 'subscriptions',
    summary: "Get an author's new posts (or every new post) by email, once the address confirms",
    description:
      'Always 202 with the same answer, whether or not the address was subscribed already. A confirmation mail goes out at most once an hour per mailbox (the address without its +tag) and `MAIL_CONFIRMATIONS_PER_DOMAIN` an hour per domain (the rest wait their turn); nothing else is sent until its link is followed. Its mails are in the language of this request, as a page would be (the `quill-lang` cookie, then `Accept-Language`, then the site’s).',
    body: SubscribeInputSchema,
    response: { 202: SubscribeAcceptedSchema },
    errors: [404, 503],
    handler: async (request, reply) => {
      if (mail.mailer.kind === 'none') {
        throw new HttpError(503, 'unavailable', subscriptionMessages.mailOff)
      }
      const { email, authorId = WHOLE_SITE } = request.body
      if (authorId !== WHOLE_SITE && (await authorName(db, authorId)) === undefined) {
        throw notFound(subscriptionMessages.authorNotFound)
      }
      // Its mails are in the language the page asking was in (ADR 0077, "Mails").
      const language = requestLanguage(request, (await app.site()).settings.language)
      if (await subscribe(db, email, authorId, now(), language)) {
        await mail.requestConfirmation(email)
      }
      return reply.status(202).send({ message: subscriptionMessages.accepted })
    },
  })

  route(app, {
    method: 'POST',
    url: '/subscriptions/confirm',
    access: 'public',
    rateLimit: perAddress(rateLimits.confirmSubscription),
    tag: 'subscriptions',
    summary: "Confirm an address's subscriptions with the token of its confirmation mail",
    body: MailTokenInputSchema,
    response: { 200: ConfirmResultSchema },
    handler: async (request) => {
      const payload = mail.tokens.verify('confirm', request.body.token)
      const parsed = payload ? ConfirmPayloadSchema.safeParse(safeJson(payload)) : null
      if (!parsed?.success) throw linkInvalid()
      const { email, sentAt } = parsed.data
      const authors = await confirm(db, email, sentAt, now())
      return { confirmed: await Promise.all(authors.map((id) => describeTarget(db, id))) }
    },
  })

  route(app, {
    method: 'GET',
    url: '/subscriptions/unsubscribe',
    access: 'public',
    tag: 'subscriptions',
    summary: 'The mail’s unsubscribe link opened in a browser: on to the page that asks',
    description:
      'A GET changes nothing (mail scanners open links): it answers 303 to `/unsubscribe?token=…`, whose button POSTs here.',
    querystring: MailTokenQuerySchema,
    response: { 303: z.null().describe('See Other: the unsubscribe page') },
    handler: async (request, reply) => {
      const { token } = request.query
      return reply.redirect(`/unsubscribe?${new URLSearchParams({ token }).toString()}`, 303)
    },
  })

  route(app, {
    method: 'POST',
    url: '/subscriptions/unsubscribe',
    access: 'public',
    rateLimit: perAddress(rateLimits.unsubscribe),
    tag: 'subscriptions',
    summary: 'Unsubscribe with the token of a mail’s link: RFC 8058 one-click, no sign-in',
    description:
      'The body may be `List-Unsubscribe=One-Click` (a form), JSON or nothing. Again: the same answer.',
    querystring: MailTokenQuerySchema,
    response: { 200: UnsubscribeResultSchema },
    handler: async (request) => {
      const id = mail.tokens.verify('unsubscribe', request.query.token)
      const subscription = id ? await findSubscription(db, id) : undefined
      if (!subscription) throw linkInvalid()
      await unsubscribe(db, subscription.id, now())
      return {
        unsubscribed: true as const,
        target: await describeTarget(db, subscription.author_id),
      }
    },
  })

  route(app, {
    method: 'GET',
    url: '/subscriptions',
    access: 'verified',
    tag: 'subscriptions',
    summary: 'Your subscriptions (those of your verified address) and how many get your posts',
    description: 'Authors see how many subscribe to them, never who.',
    response: { 200: SubscriptionListSchema },
    handler: async (request) => {
      const user = currentUser(request)
      const [rows, count] = await Promise.all([
        subscriptionsOf(db, user.email.toLowerCase()),
        subscriberCount(db, user.uid),
      ])
      const list = await Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          ...(await describeTarget(db, row.author_id)),
          state: row.state as 'pending' | 'confirmed' | 'bounced',
          createdAt: row.requested_at,
        })),
      )
      return { subscriptions: list, subscriberCount: count }
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/subscriptions/:subscriptionId',
    access: 'verified',
    rateLimit: rateLimits.deleteSubscription,
    tag: 'subscriptions',
    summary: 'Stop one of your subscriptions',
    description: "Someone else's is answered as one that does not exist.",
    params: SubscriptionIdParamsSchema,
    response: { 200: DeleteSubscriptionResultSchema },
    errors: [404],
    handler: async (request) => {
      const { subscriptionId } = request.params
      const email = currentUser(request).email.toLowerCase()
      if (!isId(subscriptionId)) throw subscriptionNotFound()
      const row = await findSubscription(db, subscriptionId)
      if (!row || row.email !== email || row.state === 'unsubscribed') throw subscriptionNotFound()
      return { deletedCount: await unsubscribe(db, subscriptionId, now(), email) }
    },
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export default subscriptions
