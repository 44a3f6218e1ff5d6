// What a handle looks like to a reader, to tell two people apart (ADR 0057): a handle is refused
// when it looks like another person's handle or name, not only when it is equal to it. Two
// texts look alike when their keys are equal: letters that read the same in common fonts
// (Cyrillic and Greek twins of Latin letters, accents, 0 and o, 1, l, I and i, rn and m, vv and
// w) fold to one, case is dropped, and everything but letters and digits goes, so
// `ada_moreno` is the name "Ada Moreno", `b0b` is `bob`, `lan` is `Ian`, `аda` (Cyrillic а) is
// `ada`. A reduced form of Unicode's confusable skeletons (UTS #39) for what a handle can hold.

/** Letters of other scripts that are drawn as a Latin letter (lower case: keys fold case). */
const TWINS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
  // Latin lookalikes
  ı: 'i',
  ɡ: 'g',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
}

/** Glyphs that are one another at a glance, each folded to the first of its group. */
const ALIKE: readonly [RegExp, string][] = [
  [/[il1|!]/g, 'l'],
  [/0/g, 'o'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
]

/** The key two handles (or a handle and a name) share when a reader could take one for the other. */
export function likenessKey(text: string): string {
  let key = text
    .normalize('NFKD')
    // Accents and other marks: é reads as e.
    .replace(/\p{M}/gu, '')
    .toLowerCase()
  key = [...key].map((char) => TWINS[char] ?? char).join('')
  key = key.replace(/[^a-z0-9|!]/g, '')
  for (const [glyphs, one] of ALIKE) key = key.replace(glyphs, one)
  return key
}
