/**
 * A post body as the reader sees it: a blank line starts a new paragraph, a single line break
 * stays a line break inside one (verse, addresses, lists typed by hand).
 */
export function paragraphs(body: string): string[] {
  return body.split(/\r?\n(?:[ \t]*\r?\n)+/).filter((paragraph) => paragraph.trim() !== '')
}
