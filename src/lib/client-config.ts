// The deployment's settings, as the server wrote them into index.html. Without them (a test,
// or a page not served by Quill's server) the embedded defaults apply.
import {
  CLIENT_CONFIG_ELEMENT_ID,
  type ClientConfig,
  ClientConfigSchema,
  EMBEDDED_DEFAULTS,
} from '../../contract/client-config'

function readClientConfig(): ClientConfig {
  // A server render reads no settings: nothing it draws depends on them.
  if (typeof document === 'undefined') return EMBEDDED_DEFAULTS
  const text = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return EMBEDDED_DEFAULTS
  const parsed = ClientConfigSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : EMBEDDED_DEFAULTS
}

export const clientConfig: ClientConfig = readClientConfig()
