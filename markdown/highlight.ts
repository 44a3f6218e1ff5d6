// Fenced code is highlighted once, when the post is written, by highlight.js's core with the
// languages a blog about software mostly shows. Its output is escaped code wrapped in
// `<span class="hljs-…">`; a reader's page needs only a stylesheet for those classes.
import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import c from 'highlight.js/lib/languages/c'
import cpp from 'highlight.js/lib/languages/cpp'
import css from 'highlight.js/lib/languages/css'
import diff from 'highlight.js/lib/languages/diff'
import go from 'highlight.js/lib/languages/go'
import java from 'highlight.js/lib/languages/java'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import markdown from 'highlight.js/lib/languages/markdown'
import python from 'highlight.js/lib/languages/python'
import rust from 'highlight.js/lib/languages/rust'
import shell from 'highlight.js/lib/languages/shell'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import yaml from 'highlight.js/lib/languages/yaml'

const languages = {
  bash,
  c,
  cpp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  markdown,
  python,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
}
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language)

/**
 * highlight.js takes time quadratic in some inputs (a `java` block of `$`: 2,000 of them 36 ms,
 * 10,000 0.9 s, 49,880 15.9 s, with every other request waiting: issue 21). So a block longer
 * than this is shown plain, and once a post's blocks have taken HIGHLIGHT_BUDGET_MS the rest are
 * too: a post's highlighting costs ~150 ms at worst.
 */
export const HIGHLIGHT_BLOCK_MAX = 2_500
export const HIGHLIGHT_BUDGET_MS = 100

// Rendering is synchronous, one document at a time: the budget of the one being rendered.
let spentMs = 0

/** A new document's highlighting starts with the whole budget (markdown/render.ts). */
export function startHighlightBudget(): void {
  spentMs = 0
}

/**
 * The highlighted HTML of `code` in `language` (a name or alias such as `ts`, `html`, `sh`), or
 * '' for a language it does not know, a block too long, or a spent budget, which tells
 * markdown-it to escape the code itself.
 */
export function highlight(code: string, language: string): string {
  const name = language.trim().toLowerCase()
  if (!name || !hljs.getLanguage(name)) return ''
  if (code.length > HIGHLIGHT_BLOCK_MAX || spentMs >= HIGHLIGHT_BUDGET_MS) return ''
  const started = performance.now()
  try {
    return hljs.highlight(code, { language: name, ignoreIllegals: true }).value
  } finally {
    spentMs += performance.now() - started
  }
}
