// A post's own fields, the same in the new-post and the edit form: title and text, tags, language
// and image, each said wrong under itself as soon as it is (tags and image at once, the rest at
// the save).
import type { UseFormReturnType } from '@mantine/form'
import { ImageField } from './image-field'
import { PostLanguageField } from './post-language-field'
import { PostTextFields } from './post-text-fields'
import { TagField } from './tag-field'

export interface PostFieldValues {
  postTitle: string
  postBody: string
  tags: string[]
  language: string
  image: File | null
}

export function PostFields<Values extends PostFieldValues>({
  form,
  currentImage,
  progress,
}: {
  form: UseFormReturnType<Values>
  /** An edited post's image, kept unless another is chosen. */
  currentImage?: string
  /** Share of the image sent, 0 to 1; null before the first upload. */
  progress: number | null
}) {
  // The form's own values typed as a post's: Mantine's paths are typed by the whole form.
  const fields = form as unknown as UseFormReturnType<PostFieldValues>
  const values = fields.getValues()
  return (
    <>
      <PostTextFields
        title={fields.getInputProps('postTitle')}
        body={fields.getInputProps('postBody')}
      />
      <TagField
        value={values.tags}
        error={fields.errors.tags?.toString()}
        onChange={(tags) => {
          fields.setFieldValue('tags', tags)
          fields.validateField('tags')
        }}
      />
      <PostLanguageField
        value={values.language}
        error={fields.errors.language?.toString()}
        onChange={(language) => fields.setFieldValue('language', language)}
      />
      <ImageField
        file={values.image}
        {...(currentImage === undefined ? {} : { current: currentImage })}
        error={fields.errors.image?.toString()}
        progress={progress}
        onChange={(file) => {
          fields.setFieldValue('image', file)
          // Said as soon as it is chosen, not at Publish.
          if (file) fields.validateField('image')
        }}
      />
    </>
  )
}
