// One place that shapes every error answer. 4xx answers say what was wrong, field by field
// where they can; 5xx answers say nothing of the internals, which go to the log instead.
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { type ErrorCode, HttpError, errorBody as body } from '../errors'

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  421: 'misdirected_request',
  429: 'rate_limited',
  431: 'headers_too_large',
  503: 'unavailable',
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // An error thrown by a hook that ran before the security plugin's still carries its headers.
      if (app.hasDecorator('securityHeaders')) reply.headers(app.securityHeaders)
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(body(error.code, error.message, error.fields))
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {}
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            error.validationContext ||
            'body'
          fields[field] ??= issue.message ?? 'Invalid value'
        }
        const first = Object.values(fields)[0] ?? 'Invalid request'
        return reply.status(400).send(body('validation_failed', first, fields))
      }

      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send(body(codeByStatus[status] ?? 'bad_request', error.message || 'Bad request'))
      }

      request.log.error({ err: error }, 'request failed')
      const unavailable = status === 503
      return reply
        .status(unavailable ? 503 : 500)
        .send(
          body(
            unavailable ? 'unavailable' : 'internal',
            unavailable
              ? 'The service is unavailable, please try again shortly'
              : 'Something went wrong on our side',
          ),
        )
    })
  },
  { name: 'error-handler', dependencies: [] },
)
