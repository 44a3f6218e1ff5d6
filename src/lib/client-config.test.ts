import { ClientConfigSchema, EMBEDDED_DEFAULTS } from '../../contract/client-config'
import { testHandCheckAgrees } from '../../tests/setup/hand-check'
import { parseClientConfig } from './client-config'

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

testHandCheckAgrees(
  'ClientConfigSchema',
  cases,
  ClientConfigSchema,
  parseClientConfig,
  (config) => config,
)
