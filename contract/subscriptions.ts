import * as z from 'zod/mini'
import { EmailSchema, IdSchema, IsoDateSchema } from './common'

// Issue 24 item 5 (docs/decisions/0037): posts by email. Anyone may subscribe an address to an
// author (or the whole site); nothing is sent to it until the confirmation link is followed.

export const subscriptionMessages = {
  accepted:
    'Check your inbox: we sent a link to confirm (unless this address is already subscribed)',
  emailRequired: 'Enter your email address',
  authorNotFound: 'Author not found',
  linkInvalid: 'This link is not valid (it may be incomplete)',
  mailOff: 'Email is not set up on this server',
} as const

/** `POST /subscriptions`: subscribe an address to an author's posts, or to every post. */
export const SubscribeInputSchema = z.object({
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, subscriptionMessages.emailRequired),
      z.meta({
        format: 'email',
        description: 'An email address (else 400 Invalid email address)',
      }),
    ),
    EmailSchema,
  ),
  /** The author's uid; absent: every post on the site. */
  authorId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
})
export type SubscribeInput = z.input<typeof SubscribeInputSchema>

/** The same 202 whether or not the address was subscribed already: no one learns which. */
export const SubscribeAcceptedSchema = z.object({ message: z.string() })

/** A signed token from a mail's link: confirm, or unsubscribe. */
export const MailTokenSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(600),
    z.describe(
      `The token of a mail's link, as it was given: signed by the server, so any other answers 400 ${subscriptionMessages.linkInvalid}`,
    ),
  )
export const MailTokenInputSchema = z.object({ token: MailTokenSchema })
export const MailTokenQuerySchema = z.object({ token: MailTokenSchema })

/** What a subscription is to: an author (with their name now), or the whole site (null). */
export const SubscriptionTargetSchema = z.object({
  authorId: z.nullable(z.string()),
  authorName: z.nullable(z.string()),
})
export type SubscriptionTarget = z.infer<typeof SubscriptionTargetSchema>

/** `POST /subscriptions/confirm`: what the link confirmed (nothing if it had been already). */
export const ConfirmResultSchema = z.object({ confirmed: z.array(SubscriptionTargetSchema) })
export type ConfirmResult = z.infer<typeof ConfirmResultSchema>

/** `POST /subscriptions/unsubscribe?token=`: what no longer comes (again: the same answer). */
export const UnsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  target: SubscriptionTargetSchema,
})
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>

export const SUBSCRIPTION_STATES = ['pending', 'confirmed', 'bounced'] as const

/** One of the signed-in person's subscriptions (those of their verified address). */
export const SubscriptionSchema = z.object({
  id: IdSchema,
  authorId: z.nullable(z.string()),
  authorName: z.nullable(z.string()),
  /** pending: the confirmation link was not followed yet; bounced: mail to it came back. */
  state: z.enum(SUBSCRIPTION_STATES),
  createdAt: IsoDateSchema,
})
export type Subscription = z.infer<typeof SubscriptionSchema>

/**
 * `GET /subscriptions`: the caller's subscriptions, newest first, and how many confirmed
 * addresses get the caller's own posts — a count: no author ever sees a subscriber's address.
 */
export const SubscriptionListSchema = z.object({
  subscriptions: z.array(SubscriptionSchema),
  subscriberCount: z.number().check(z.int(), z.minimum(0)),
})
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>

export const SubscriptionIdParamsSchema = z.object({ subscriptionId: z.string() })

export const DeleteSubscriptionResultSchema = z.object({
  deletedCount: z.number().check(z.int(), z.minimum(0)),
})

/** `GET /dev/mail` (emulator mode, this machine only): the dev mailbox, newest first. */
export const DevMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  date: IsoDateSchema,
})
export type DevMail = z.infer<typeof DevMailSchema>
export const DevMailListSchema = z.array(DevMailSchema)
