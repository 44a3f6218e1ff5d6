import * as z from 'zod/mini'

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), dialect: z.enum(['sqlite', 'postgres']) }),
  identity: z.object({ ok: z.boolean(), mode: z.enum(['emulator', 'firebase']) }),
})
export type Health = z.infer<typeof HealthSchema>
