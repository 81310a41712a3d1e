import type { Payload } from 'payload'
import { runAllMonitoring } from '@/lib/surveillance/data/runAllMonitoring'
import type { PlantedCluster } from './demoCounts'

/**
 * The monitoring of every registry on the demonstration data, as the office
 * would run it, so the admin panel's monitoring signals have something to
 * show; logs which planted features it found and at what p-value.
 */
export async function runDemoMonitoring(
  payload: Payload,
  clusters: PlantedCluster[],
  registryIds: Map<string, number>,
  malformationIds: Map<number, number>,
): Promise<void> {
  // Demonstration accounts are not e-mailed about the demonstration's signals.
  const summary = await runAllMonitoring(payload, { notify: false })
  const found: string[] = []
  for (const cluster of clusters) {
    const { docs } = await payload.find({
      collection: 'monitoring-signals',
      where: {
        registry: { equals: registryIds.get(cluster.registry) },
        malformation: { equals: malformationIds.get(cluster.malformation) },
        kind: { equals: cluster.kind === 'rise' ? 'trend' : 'scan-cluster' },
      },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { kind: true, period: true, pValue: true },
      overrideAccess: true,
    })
    const where = `${cluster.registry}, malformation ${cluster.malformation}`
    found.push(
      docs.length === 0
        ? `${where}: not found.`
        : `${where}: ${docs.map((doc) => `${doc.kind} ${doc.period} (p = ${doc.pValue?.toPrecision(2)})`).join(', ')}.`,
    )
  }
  payload.logger.info(
    `Monitoring signals: ${summary.signals} in ${summary.registries.length} registries${summary.failed.length ? ` (failed: ${summary.failed.join(', ')})` : ''}. Planted features: ${found.join(' ')}`,
  )
}
