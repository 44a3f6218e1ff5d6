// The square crop of a new profile photo (issue 22): the chosen picture in a square window, moved
// by dragging or the arrow keys, zoomed by a slider or + and -, drawn to a 512 px square PNG by a
// canvas. Loaded only when a photo is chosen (a lazy chunk): no cropping library.
import { Button, Group, Stack, Text } from '@mantine/core'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../../lib/i18n/context'
import photoCropper from '../../../locales/en/photo-cropper.messages.json'

/** The window's side on screen, in CSS pixels; drawn at twice that for sharp screens. */
const VIEW = 240
/** The cropped photo's side: four times the largest avatar (72 px on author pages), at 2x. */
export const PHOTO_SIDE = 512
const ZOOM_MAX = 4

interface Point {
  x: number
  y: number
}

/** The crop's square in the picture's pixels, kept inside the picture. */
function cropSquare(image: HTMLImageElement, zoom: number, centre: Point) {
  const side = Math.min(image.naturalWidth, image.naturalHeight) / zoom
  const clamp = (value: number, size: number) =>
    Math.min(Math.max(value - side / 2, 0), size - side)
  return {
    x: clamp(centre.x, image.naturalWidth),
    y: clamp(centre.y, image.naturalHeight),
    side,
  }
}

export default function PhotoCropper({
  file,
  onCrop,
  onCancel,
  onUnreadable,
}: {
  file: File
  onCrop: (photo: File) => void
  onCancel: () => void
  /** The file is not a picture the browser can read. */
  onUnreadable: () => void
}) {
  const t = useT(photoCropper)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [zoom, setZoom] = useState(1)
  const [centre, setCentre] = useState<Point>({ x: 0, y: 0 })
  const drag = useRef<{ pointer: Point; centre: Point } | null>(null)

  useEffect(() => {
    const url = URL.createObjectURL(file)
    const picture = new Image()
    picture.onload = () => {
      setImage(picture)
      setCentre({ x: picture.naturalWidth / 2, y: picture.naturalHeight / 2 })
    }
    picture.onerror = onUnreadable
    picture.src = url
    return () => URL.revokeObjectURL(url)
  }, [file, onUnreadable])

  const square = image ? cropSquare(image, zoom, centre) : null
  useEffect(() => {
    const context = canvas.current?.getContext('2d')
    if (!image || !square || !context) return
    context.clearRect(0, 0, VIEW * 2, VIEW * 2)
    context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, VIEW * 2, VIEW * 2)
  })

  /** Moves the crop by a distance on screen (CSS pixels), kept inside the picture. */
  const move = (dx: number, dy: number, from = centre) => {
    if (!image || !square) return
    const scale = square.side / VIEW
    const next = cropSquare(image, zoom, { x: from.x - dx * scale, y: from.y - dy * scale })
    setCentre({ x: next.x + next.side / 2, y: next.y + next.side / 2 })
  }

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, centre }
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current
    if (!start) return
    move(event.clientX - start.pointer.x, event.clientY - start.pointer.y, start.centre)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? 40 : 10
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    }
    const by = moves[event.key]
    if (by) move(...by)
    else if (event.key === '+' || event.key === '=') setZoom((z) => Math.min(ZOOM_MAX, z + 0.25))
    else if (event.key === '-') setZoom((z) => Math.max(1, z - 0.25))
    else return
    event.preventDefault()
  }

  const crop = () => {
    if (!image || !square) return
    const out = document.createElement('canvas')
    out.width = PHOTO_SIDE
    out.height = PHOTO_SIDE
    const context = out.getContext('2d')
    if (!context) return onUnreadable()
    context.drawImage(
      image,
      square.x,
      square.y,
      square.side,
      square.side,
      0,
      0,
      PHOTO_SIDE,
      PHOTO_SIDE,
    )
    out.toBlob((blob) => {
      if (!blob) return onUnreadable()
      onCrop(new File([blob], 'photo.png', { type: 'image/png' }))
    }, 'image/png')
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" id="photo-crop-help">
        {t('photoCropper.cropHelp')}
      </Text>
      <canvas
        ref={canvas}
        width={VIEW * 2}
        height={VIEW * 2}
        tabIndex={0}
        role="img"
        aria-label={t('photoCropper.cropSquare')}
        aria-describedby="photo-crop-help"
        style={{
          width: VIEW,
          height: VIEW,
          maxWidth: '100%',
          borderRadius: 'var(--mantine-radius-sm)',
          cursor: 'grab',
          touchAction: 'none',
          background: 'var(--mantine-color-default-hover)',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
        {t('photoCropper.zoom')}
        <input
          type="range"
          min={1}
          max={ZOOM_MAX}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </label>
      <Group>
        <Button size="compact-sm" onClick={crop} disabled={!image}>
          {t('photoCropper.usePhoto')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t('photoCropper.cancel')}
        </Button>
      </Group>
    </Stack>
  )
}
