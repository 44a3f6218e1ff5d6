// HTML (a Ghost post, a feed item) as Markdown, through turndown. What it makes is rendered by
// the sanitising Markdown pipeline anyway; what it is given is bounded first, since turndown's
// HTML parser (domino) costs the square of the nesting depth (5,000 nested <div>: 0.8 s, 45,000:
// 23 s, then a stack overflow) and about 100 bytes of heap per byte (ADR 0051).
import TurndownService from 'turndown'
import {
  IMPORT_HTML_DEPTH_MAX,
  IMPORT_HTML_MAX_BYTES,
  type ImportError,
  importMessages,
} from '../../contract/transfer'

/** Why a post's HTML was not read: the message of the post's error line. */
export class HtmlRefusedError extends Error {
  constructor(readonly reason: 'htmlTooLarge' | 'htmlTooDeep' | 'htmlUnreadable') {
    super(reason)
  }
}

let turndownService: TurndownService | undefined

export function htmlToMarkdown(html: string): string {
  // Characters, not bytes: a UTF-16 length is at most the UTF-8 one, and this is a bound.
  if (html.length > IMPORT_HTML_MAX_BYTES) throw new HtmlRefusedError('htmlTooLarge')
  if (nestingDepth(html) > IMPORT_HTML_DEPTH_MAX) throw new HtmlRefusedError('htmlTooDeep')
  if (!turndownService) {
    turndownService = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
    })
    turndownService.remove(['script', 'style', 'iframe', 'object', 'embed', 'form', 'noscript'])
    // A 1×1 image is a counter of reads (Medium's `_/stat` closes every post), not a picture.
    turndownService.addRule('trackingPixel', {
      filter: (node) =>
        node.nodeName === 'IMG' &&
        node.getAttribute('width') === '1' &&
        node.getAttribute('height') === '1',
      replacement: () => '',
    })
  }
  try {
    return turndownService.turndown(withoutFrames(html)).trim()
  } catch (error) {
    // The depth bound is an estimate: a stack that still overflows is the same refusal.
    if (error instanceof RangeError) throw new HtmlRefusedError('htmlTooDeep')
    // Any other failure of the parser is this post's, never the import's (ADR 0080).
    throw new HtmlRefusedError('htmlUnreadable')
  }
}

/**
 * HTML without its frame elements. A `<frameset>` before any content makes the parser drop the
 * body turndown reads from (domino then fails on `null.firstChild`): one post of someone's blog
 * cost the whole import a 500 (ADR 0080). Frames hold no text of a post anyway; `<noframes>`
 * keeps its content as ordinary text.
 */
const FRAME_TAGS = /<\/?(?:frameset|frame|noframes)(?=[\s/>])[^<>]*>?/gi
export const withoutFrames = (html: string) => html.replace(FRAME_TAGS, '')

/** A post's HTML as Markdown, or undefined with the post's error line when it is refused. */
export function markdownOf(html: string, file: string, errors: ImportError[]): string | undefined {
  try {
    return htmlToMarkdown(html)
  } catch (error) {
    const reason = error instanceof HtmlRefusedError ? error.reason : 'htmlUnreadable'
    errors.push({ file, message: importMessages[reason] })
    return undefined
  }
}

/** Elements that never hold others. */
const VOID = new Set(
  'area base br col embed hr img input keygen link meta param source track wbr'.split(' '),
)
/**
 * Elements whose end tag HTML lets an author leave out: the parser closes them itself when the
 * next one starts, so they never nest by repeating and are not counted (an unclosed `<li>` in
 * every item of a long list is not depth).
 */
const OPTIONAL_END = new Set(
  'p li dt dd option optgroup tr td th thead tbody tfoot colgroup caption rb rt rp'.split(' '),
)

/**
 * How deep the elements nest, estimated in one pass over the tags: an open tag adds one, its
 * end tag takes one off. `[^<>]*` stops at the next `<`, so a tag left open costs no rescans
 * (the scan is linear, unlike a `[^>]*` that would run to the end from every `<`). `<div/>` is
 * an open `<div>` in HTML; only inside `<svg>` or `<math>` does `/>` close an element.
 */
export function nestingDepth(html: string): number {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)([^<>]*)(>?)/g
  let depth = 0
  let deepest = 0
  let foreign = 0
  for (const [, closing, rawName, rest, end] of html.matchAll(tag)) {
    const name = (rawName ?? '').toLowerCase()
    if (!end || VOID.has(name) || OPTIONAL_END.has(name)) continue
    const isForeignRoot = name === 'svg' || name === 'math'
    if (closing) {
      depth = Math.max(0, depth - 1)
      if (isForeignRoot) foreign = Math.max(0, foreign - 1)
    } else if (!(foreign > 0 && (rest ?? '').endsWith('/'))) {
      deepest = Math.max(deepest, ++depth)
      if (isForeignRoot) foreign += 1
    }
  }
  return deepest
}
