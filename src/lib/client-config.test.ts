import { expect, test } from 'vitest'
import { ClientConfigSchema, EMBEDDED_DEFAULTS } from '../../contract/client-config'
import { parseClientConfig } from './client-config'

// The first load checks the settings by hand (no zod there: docs/decisions/0018); it must accept
// and refuse exactly what the contract's schema does.
const cases: unknown[] = [
  EMBEDDED_DEFAULTS,
  { ...EMBEDDED_DEFAULTS, authEmulatorUrl: null },
  { ...EMBEDDED_DEFAULTS, firebase: { ...EMBEDDED_DEFAULTS.firebase, appId: '1:2:web:3' } },
  { ...EMBEDDED_DEFAULTS, firebase: { ...EMBEDDED_DEFAULTS.firebase, appId: 3 } },
  { ...EMBEDDED_DEFAULTS, firebase: { apiKey: 'k', authDomain: 'd' } },
  { ...EMBEDDED_DEFAULTS, authEmulatorUrl: undefined },
  { ...EMBEDDED_DEFAULTS, authEmulatorUrl: 9099 },
  { ...EMBEDDED_DEFAULTS, imageHost: { url: '/api/images' } },
  { ...EMBEDDED_DEFAULTS, imageHost: [] },
  { ...EMBEDDED_DEFAULTS, publicUrl: undefined },
  { ...EMBEDDED_DEFAULTS, publicUrl: 3000 },
  { ...EMBEDDED_DEFAULTS, extra: true },
  null,
  [],
  'config',
]

test.each(cases.map((value) => [JSON.stringify(value), value]))(
  'the hand check agrees with ClientConfigSchema on %s',
  (_name, value) => {
    const parsed = ClientConfigSchema.safeParse(value)
    expect(parseClientConfig(value)).toEqual(parsed.success ? parsed.data : null)
  },
)
