// Hugo's TOML front matter (`+++` … `+++`), the little of it a post's facts use: top-level
// `key = value` lines whose value is a string, a number, a boolean, a date, or a list of those
// (which may run over several lines). Tables (`[params]`) and what follows them are not read:
// nothing a post here keeps is in them. No TOML package is in the tree, and ADR 0044's rule
// stands for everything else: only YAML front matter is read in full (ADR 0080).

/** A value of a front matter line, or undefined for one this reader does not take. */
type TomlValue = string | number | boolean | Date | TomlValue[]

export class TomlError extends Error {}

/** `+++\n…\n+++` at the start: its facts and the body after it; undefined when it does not start so. */
export function tomlFrontMatter(
  source: string,
): { data: Record<string, TomlValue>; content: string } | undefined {
  const open = /^\+\+\+[ \t]*\r?\n/.exec(source)
  if (!open) return undefined
  const close = /^\+\+\+[ \t]*$/m
  const rest = source.slice(open[0].length)
  const end = close.exec(rest)
  if (!end) throw new TomlError('unclosed')
  return {
    data: readToml(rest.slice(0, end.index)),
    content: rest.slice(end.index + end[0].length).replace(/^\r?\n/, ''),
  }
}

function readToml(text: string): Record<string, TomlValue> {
  const data: Record<string, TomlValue> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    let line = (lines[i] ?? '').trim()
    if (!line || line.startsWith('#')) continue
    // A table: what follows belongs to it, and none of it is a post's own fact.
    if (line.startsWith('[')) break
    const eq = line.indexOf('=')
    if (eq < 1) throw new TomlError('not key = value')
    const key = line
      .slice(0, eq)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    let raw = line.slice(eq + 1).trim()
    // A list over several lines: read on until its brackets close (outside strings).
    while (raw.startsWith('[') && !balanced(raw) && i + 1 < lines.length) {
      i += 1
      line = (lines[i] ?? '').trim()
      raw += ` ${line}`
    }
    data[key] = value(raw)
  }
  return data
}

function balanced(raw: string): boolean {
  let depth = 0
  let quote = ''
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (quote) {
      if (c === '\\' && quote === '"') i += 1
      else if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '#') break
    else if (c === '[') depth += 1
    else if (c === ']') depth -= 1
  }
  return depth <= 0
}

/** One value, and where it ends in `raw` from `at`. */
function valueAt(raw: string, at: number): [TomlValue, number] {
  const c = raw[at]
  if (c === '"' || c === "'") {
    let out = ''
    let i = at + 1
    for (; i < raw.length && raw[i] !== c; i++) {
      if (c === '"' && raw[i] === '\\') {
        const next = raw[i + 1] ?? ''
        out += ({ n: '\n', t: '\t', '"': '"', '\\': '\\' } as Record<string, string>)[next] ?? next
        i += 1
      } else out += raw[i]
    }
    if (i >= raw.length) throw new TomlError('unclosed string')
    return [out, i + 1]
  }
  if (c === '[') {
    const items: TomlValue[] = []
    let i = at + 1
    for (;;) {
      while (i < raw.length && /[\s,]/.test(raw[i] ?? '')) i += 1
      if (i >= raw.length) throw new TomlError('unclosed list')
      if (raw[i] === ']') return [items, i + 1]
      const [item, end] = valueAt(raw, i)
      items.push(item)
      i = end
    }
  }
  const bare = /^[^\s,\]#]+(?:[ T][0-9][^\s,\]#]*)?/.exec(raw.slice(at))?.[0] ?? ''
  if (!bare) throw new TomlError('no value')
  const end = at + bare.length
  if (bare === 'true' || bare === 'false') return [bare === 'true', end]
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(bare)) return [Number(bare.replace(/_/g, '')), end]
  if (/^\d{4}-\d{2}-\d{2}/.test(bare)) {
    const date = new Date(bare.replace(' ', 'T'))
    if (!Number.isNaN(date.getTime())) return [date, end]
  }
  throw new TomlError('not a value')
}

function value(raw: string): TomlValue {
  const [parsed, end] = valueAt(raw, 0)
  const after = raw.slice(end).trim()
  if (after && !after.startsWith('#')) throw new TomlError('trailing text')
  return parsed
}
