import type { Payload } from 'payload'
import { seedAccumulatedData } from './accumulatedData'
import { seedAnnouncements } from './announcements'
import { seedAnnualMeetings } from './annualMeetings'
import { seedCoordinations } from './coordinations'
import { seedEvents } from './events'
import { seedGlobals } from './globals'
import { seedInstitutionalPages } from './institutionalPages'
import { seedMemberArea } from './memberArea'
import { seedOperationalWebinars } from './operationalWebinars'
import { seedProjects } from './projects'
import { seedPublicationQueries } from './publicationQueries'
import { seedPublications } from './publications'
import { seedMemberRegistries } from './registries'
import { seedResearchWebinars } from './researchWebinars'
import { seedResources } from './resources'
import { seedUsers } from './users'

/**
 * Network content in pt, es and en. Users come first (as before); registries come before
 * the publications, projects and signed terms that point at them, and projects before the
 * research webinars that discussed them; the rest is independent.
 */
export async function seedContent(payload: Payload): Promise<void> {
  await seedUsers(payload)
  await seedGlobals(payload)
  await seedInstitutionalPages(payload)
  await seedCoordinations(payload)
  await seedAnnualMeetings(payload)
  await seedOperationalWebinars(payload)
  await seedEvents(payload)
  const registries = await seedMemberRegistries(payload)
  await seedPublications(payload, registries)
  await seedPublicationQueries(payload)
  const projects = await seedProjects(payload, registries)
  await seedResearchWebinars(payload, projects)
  await seedResources(payload)
  await seedAccumulatedData(payload)
  await seedAnnouncements(payload)
  await seedMemberArea(payload, registries)
}
