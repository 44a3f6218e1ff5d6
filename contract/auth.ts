import * as z from 'zod/mini'
import { EmailSchema } from './common'

/** `POST /getToken`, with `Authorization: Bearer <Firebase ID token>`. */
export const GetTokenInputSchema = z.object({ email: EmailSchema })
export type GetTokenInput = z.infer<typeof GetTokenInputSchema>

export const TokenResponseSchema = z.object({ token: z.string() })
export type TokenResponse = z.infer<typeof TokenResponseSchema>
