import type { CollectionConfig } from 'payload'
import { withFreshRowIds } from '@/hooks/freshRowIds'
import { withoutNul } from '@/hooks/refuseNul'
import { withArgumentChecks } from '@/hooks/argumentChecks'
import { withRevalidation } from '@/hooks/revalidate'
import { withDeletionAudit } from '@/hooks/audit'
import { ApiKeys } from './ApiKeys'
import { AuditEvents } from './AuditEvents'
import { AccumulatedData } from './AccumulatedData'
import { AlarmReports } from './AlarmReports'
import { Announcements } from './Announcements'
import { BaselineRates } from './BaselineRates'
import { AnnualMeetings } from './AnnualMeetings'
import { AnomalyDefinitions } from './AnomalyDefinitions'
import { ContactMessages } from './ContactMessages'
import { Coordinations } from './Coordinations'
import { Events } from './Events'
import { Forms } from './Forms'
import { FormUpdates } from './FormUpdates'
import { Malformations } from './Malformations'
import { Manuals } from './Manuals'
import { Media } from './Media'
import { MemberFiles } from './MemberFiles'
import { MemberRegistries } from './MemberRegistries'
import { MonitoringSignals } from './MonitoringSignals'
import { SignalAttachments } from './SignalAttachments'
import { NetworkPublications } from './NetworkPublications'
import { OfficialDocuments } from './OfficialDocuments'
import { OperationalWebinars } from './OperationalWebinars'
import { Projects } from './Projects'
import { PublishedReports } from './PublishedReports'
import { PublishedReportFiles } from './PublishedReportFiles'
import { PublicationQueries } from './PublicationQueries'
import { RegistryPublications } from './RegistryPublications'
import { SavedQueries } from './SavedQueries'
import { SecondFactorClaims } from './SecondFactorClaims'
import { ResearchWebinars } from './ResearchWebinars'
import { Resources } from './Resources'
import { Users } from './Users'
import { DataSubmissions } from './DataSubmissions'
import { SubmissionFiles } from './SubmissionFiles'
import { SurveillanceBirths } from './SurveillanceBirths'
import { SurveillanceCases } from './SurveillanceCases'
import { SurveillanceCaseRecords } from './SurveillanceCaseRecords'
import { SurveillanceReleases } from './SurveillanceReleases'
import { SurveillanceReleaseTables } from './SurveillanceReleaseTables'

/** Every collection, in the admin navigation's order; the cached ones expire the public pages. */
export const collections: CollectionConfig[] = [
  Coordinations,
  AnnualMeetings,
  OperationalWebinars,
  ResearchWebinars,
  Events,
  MemberRegistries,
  NetworkPublications,
  RegistryPublications,
  PublicationQueries,
  Projects,
  Resources,
  AccumulatedData,
  Malformations,
  AnomalyDefinitions,
  BaselineRates,
  AlarmReports,
  MonitoringSignals,
  SignalAttachments,
  PublishedReports,
  PublishedReportFiles,
  DataSubmissions,
  SurveillanceBirths,
  SurveillanceCases,
  SurveillanceCaseRecords,
  SurveillanceReleases,
  SurveillanceReleaseTables,
  SubmissionFiles,
  Announcements,
  Manuals,
  Forms,
  FormUpdates,
  OfficialDocuments,
  Media,
  MemberFiles,
  SavedQueries,
  Users,
  ApiKeys,
  SecondFactorClaims,
  AuditEvents,
  ContactMessages,
]
  .map(withArgumentChecks)
  .map(withFreshRowIds)
  .map(withoutNul)
  .map(withRevalidation)
  .map(withDeletionAudit)
