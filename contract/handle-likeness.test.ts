import { expect, test } from 'vitest'
import { likenessKey } from './handle-likeness'

test('a handle and a text that read the same share a key', () => {
  const alike: [string, string][] = [
    ['ada', 'аda'], // Cyrillic а
    ['ada', 'ΑDA'], // Greek capital alpha
    ['bob', 'b0b'],
    ['lan', 'Ian'],
    ['lan', '1an'],
    ['ada_moreno', 'Ada Moreno'],
    ['adamoreno', 'Ada Moreno'],
    ['modern', 'rnodern'],
    ['chloe', 'Chloé'],
    ['wave', 'vvave'],
  ]
  for (const [one, other] of alike)
    expect(likenessKey(one), `${one} ~ ${other}`).toBe(likenessKey(other))
})

test('texts that read differently keep different keys', () => {
  const apart: [string, string][] = [
    ['ada', 'adam'],
    ['bob', 'bib'],
    ['grace', 'grace_o'],
    ['theo', 'thea'],
  ]
  for (const [one, other] of apart) expect(likenessKey(one)).not.toBe(likenessKey(other))
})
