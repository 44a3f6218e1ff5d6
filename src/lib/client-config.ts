// The deployment's settings, as the server wrote them into index.html. Without them (a test,
// or a page not served by Quill's server) the embedded defaults apply.
import type { ClientConfig } from '../../contract/client-config'
import { CLIENT_CONFIG_ELEMENT_ID, EMBEDDED_DEFAULTS } from '../../contract/wire'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const areStrings = (record: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => typeof record[key] === 'string')

/**
 * The contract's ClientConfigSchema, checked by hand: this runs before the first paint, which
 * does not carry zod (docs/decisions/0018). client-config.test.ts holds it to the schema.
 */
export function parseClientConfig(value: unknown): ClientConfig | null {
  if (!isRecord(value)) return null
  const { firebase, authEmulatorUrl, imageHost, publicUrl } = value
  if (!isRecord(firebase) || !areStrings(firebase, ['apiKey', 'authDomain', 'projectId'])) {
    return null
  }
  if (firebase.appId !== undefined && typeof firebase.appId !== 'string') return null
  if (authEmulatorUrl !== null && typeof authEmulatorUrl !== 'string') return null
  if (!isRecord(imageHost) || !areStrings(imageHost, ['url', 'key'])) return null
  if (typeof publicUrl !== 'string') return null
  const { apiKey, authDomain, projectId, appId } = firebase as Record<string, string | undefined>
  return {
    firebase: {
      apiKey: apiKey as string,
      authDomain: authDomain as string,
      projectId: projectId as string,
      ...(appId === undefined ? {} : { appId }),
    },
    authEmulatorUrl,
    imageHost: { url: imageHost.url as string, key: imageHost.key as string },
    publicUrl,
  }
}

function readClientConfig(): ClientConfig {
  // A server render reads no settings: nothing it draws depends on them.
  if (typeof document === 'undefined') return EMBEDDED_DEFAULTS
  const text = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return EMBEDDED_DEFAULTS
  return parseClientConfig(JSON.parse(text)) ?? EMBEDDED_DEFAULTS
}

export const clientConfig: ClientConfig = readClientConfig()

/** True when Auth is the emulator: social sign-in is emulated and the dev mailbox exists. */
export const isAuthEmulated = clientConfig.authEmulatorUrl !== null
