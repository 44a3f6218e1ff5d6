import { TextInput } from '@mantine/core'
import { useId, useState } from 'react'
import { LANGUAGES, type Language } from '../../../../contract/languages'
import { canonicalLanguageTag } from '../../../../contract/post-language'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'
import '@mantine/core/styles/Input.css'

interface PostLanguageFieldProps {
  /** The post's language, a BCP 47 tag in canonical case. */
  value: string
  /** Called with a canonical tag, only ever a valid one. */
  onChange: (language: string) => void
  /** The server's word on the field, if it refused it. */
  error?: string | undefined
}

const CODES = Object.keys(LANGUAGES) as Language[]

/** A language Quill speaks, named in its own language ("Français"), as its tag. */
function byOwnName(text: string): string | undefined {
  const folded = text.trim().toLocaleLowerCase()
  return CODES.find((code) => LANGUAGES[code].name.toLocaleLowerCase() === folded)
}

/**
 * The language a post is written in (ADR 0077, "A post's language"): the five languages of the
 * interface suggested by their own names, or any BCP 47 tag typed in ("pt-BR", "gsw"). A native
 * datalist, as the tag field's: no dropdown library comes with the editor. What is typed is
 * checked by the server's rule (contract/post-language.ts) and kept, said wrong under the field,
 * until it is a language; only a valid tag, in canonical case, reaches `onChange`.
 */
export function PostLanguageField({ value, onChange, error }: PostLanguageFieldProps) {
  const t = useT(writePost)
  const listId = useId()
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // A new value from outside (the saved post loaded) replaces what was typed.
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  const typed = byOwnName(text) ?? canonicalLanguageTag(text)
  const invalid = text.trim() !== '' && typed === undefined

  const change = (next: string) => {
    setText(next)
    const tag = byOwnName(next) ?? canonicalLanguageTag(next)
    if (tag !== undefined && tag !== value) {
      setShown(tag)
      onChange(tag)
    }
  }

  return (
    <>
      <TextInput
        label={t('writePost.language')}
        description={t('writePost.languageHelp')}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        // Leaving the field shows the tag as it is kept ("de-at" is de-AT), or the post's own
        // again when nothing was typed.
        onBlur={() => setText(typed ?? (text.trim() === '' ? value : text))}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        error={invalid ? t('writePost.languageInvalid') : error}
      />
      <datalist id={listId}>
        {CODES.map((code) => (
          <option key={code} value={code} label={LANGUAGES[code].name} />
        ))}
      </datalist>
    </>
  )
}
