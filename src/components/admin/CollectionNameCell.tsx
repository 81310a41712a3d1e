'use client'

import type { DefaultCellComponentProps } from 'payload'
import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'

/**
 * A collection named as the panel names it ("Envios de dados"), not by its slug
 * ("data-submissions"): the audit log's "Coleção" column. An unknown slug is shown as stored.
 */
export function CollectionNameCell({ cellData }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const slug = typeof cellData === 'string' ? cellData : ''
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  return <span>{collection ? getTranslation(collection.labels.plural, i18n) : slug}</span>
}
