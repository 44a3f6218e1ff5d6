import * as z from 'zod/mini'

/**
 * `GET /api/dev/oob-codes` (emulator mode only): the emails the Auth emulator would have sent,
 * newest first: verification, password reset and sign-in links.
 */
export const OobCodeSchema = z.object({
  email: z.string(),
  requestType: z.string(),
  oobCode: z.string(),
  oobLink: z.string(),
})
export type OobCode = z.infer<typeof OobCodeSchema>

export const OobCodeListSchema = z.array(OobCodeSchema)

/** The emulator's own answer. */
export const EmulatorOobCodesSchema = z.object({ oobCodes: z._default(z.array(OobCodeSchema), []) })
