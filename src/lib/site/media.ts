import type { Media, MemberFile } from '@/payload-types'

export type FileDoc = Pick<Media | MemberFile, 'url' | 'filename' | 'mimeType' | 'filesize'> & {
  alt?: string | null
  title?: string | null
}

/** The populated file of an upload field, or null when it was not populated or was deleted. */
export const asFile = (value: number | FileDoc | null | undefined): FileDoc | null =>
  value && typeof value === 'object' && value.url ? value : null
