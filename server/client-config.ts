import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../contract/client-config'

/**
 * index.html with the deployment's client settings as a JSON data block. A data block is never
 * executed, so the Content-Security-Policy needs no exception for it; `<` is escaped so no value
 * can close the element.
 */
export function injectClientConfig(html: string, client: ClientConfig): string {
  const json = JSON.stringify(client).replaceAll('<', '\\u003c')
  const block = `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`
  return html.replace('</head>', `    ${block}\n  </head>`)
}
