// What the image fields and prepare.ts say, in the reader's language (docs/decisions/0077). A
// module of its own, so a chunk that prepares images carries these words only if it shows them.
import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '../../../contract/images'
import { useT } from '../i18n/context'
import images from '../../locales/en/images.messages.json'
import { IMAGE_MESSAGES } from './prepare'

const MEGABYTES = IMAGE_MAX_BYTES / 1024 / 1024

export type ImageProblem = keyof typeof IMAGE_MESSAGES

/**
 * `limit`: the field's description; `problem('vector')`: a refusal's words; `of(message)`: the
 * words of a message prepare.ts wrote (imageFileError's, or a refused upload's field message),
 * any other message (the server's) as it is.
 */
export function useImageWords() {
  const t = useT(images)
  const problem = (which: ImageProblem): string => {
    switch (which) {
      case 'required':
        return t('images.required')
      case 'notAnImage':
        return t('images.notAnImage')
      case 'vector':
        return t('images.vector')
      case 'tooBig':
        return t('images.tooBig', { megabytes: MEGABYTES })
    }
  }
  return {
    limit: t('images.limit', { megabytes: MEGABYTES, edge: IMAGE_MAX_EDGE }),
    problem,
    of: (message: string): string => {
      const which = (Object.keys(IMAGE_MESSAGES) as ImageProblem[]).find(
        (key) => IMAGE_MESSAGES[key] === message,
      )
      return which ? problem(which) : message
    },
  }
}
