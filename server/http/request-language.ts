// The language a request is in, as a page would be drawn in it (ADR 0077): the chooser's cookie,
// then Accept-Language, then the site's: a page's, and what a subscription or a new person keeps
// for its mails.
import type { FastifyRequest } from 'fastify'
import type { Language } from '../../contract/languages'
import {
  LANGUAGE_COOKIE,
  acceptedLanguages,
  chooseLanguage,
  cookieValue,
} from '../../contract/language-choice'

export function requestLanguage(request: FastifyRequest, site: string): Language {
  return chooseLanguage({
    chosen: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    browser: acceptedLanguages(request.headers['accept-language']),
    site,
  })
}
