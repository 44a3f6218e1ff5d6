import { ErrorBodySchema } from '../../contract/common'

/** The error answers a route documents, each in the one error shape. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as {
    [Code in Codes[number]]: typeof ErrorBodySchema
  }
}
