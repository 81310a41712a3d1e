'use client'

import dynamic from 'next/dynamic'

/**
 * The alarm test page's member-only forms, each loaded only where it is shown: a visitor's page,
 * the one most people and every search engine read, carries none of their code. Rendered on the
 * server as usual, so they still work before their script arrives.
 */
export const BatchForm = dynamic(() => import('./BatchForm').then((loaded) => loaded.BatchForm))

export const LastSemesterBatch = dynamic(() =>
  import('./submissions/LastSemesterBatch').then((loaded) => loaded.LastSemesterBatch),
)
