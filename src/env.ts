import path from 'node:path'

/**
 * Every setting the application reads from the environment, each in one place with its default
 * (docs/configuration.md). Read on each call, so scripts and tests can set them.
 */
export const env = {
  /** Folder of the SQLite file, local uploads and the outbox. */
  dataDir: (): string => process.env.DATA_DIR || 'data',
  /** Where emails are written without SMTP_URL. */
  outboxDir: (): string =>
    path.resolve(process.env.OUTBOX_DIR || path.join(env.dataDir(), 'outbox')),
  databaseUrl: (): string | undefined => process.env.DATABASE_URL || undefined,
  /** Served over HTTPS (SERVER_URL says so): session cookies are Secure. */
  servedOverHttps: (): boolean => (process.env.SERVER_URL || '').startsWith('https://'),
  /** The public address used in emailed links: SERVER_URL, otherwise the local port. */
  serverUrl: (): string =>
    (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, ''),
  /** The `{network}` segment of addresses (/relamc/o-que-e). */
  networkShortName: (): string => (process.env.NETWORK_SHORT_NAME || 'relamc').toLowerCase(),
  smtpUrl: (): string | undefined => process.env.SMTP_URL || undefined,
  mailFromAddress: (): string => process.env.MAIL_FROM_ADDRESS || 'no-reply@relamc.org',
  /** Unset: the network's name as people write it. */
  mailFromName: (): string | undefined => process.env.MAIL_FROM_NAME || undefined,
  officeEmail: (): string | undefined => process.env.OFFICE_EMAIL || undefined,
  /**
   * Object storage: on when a bucket, an endpoint or credentials are set. The bucket is then
   * S3_BUCKET, else `<network short name>-bucket` (relamc-bucket).
   */
  s3: () => {
    const configured = Boolean(
      process.env.S3_BUCKET || process.env.S3_ENDPOINT || process.env.S3_ACCESS_KEY_ID,
    )
    return {
      enabled: configured,
      bucket: process.env.S3_BUCKET || `${env.networkShortName()}-bucket`,
      region: process.env.S3_REGION || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT || undefined,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
    }
  },
  /** Signs sessions; see lib/secret.ts for what happens when it is missing. */
  payloadSecret: (): string | undefined => process.env.PAYLOAD_SECRET || undefined,
  /** Redis shared by several instances (cache and tag expiries); unset: one instance. */
  redisUrl: (): string | undefined => process.env.REDIS_URL || undefined,
  /** Keeps several sites apart on one Redis. */
  redisKeyPrefix: (): string => process.env.REDIS_KEY_PREFIX || 'relamc',
  /** This process runs background jobs (RUN_JOBS=false: it only queues them for the workers). */
  runJobs: (): boolean => process.env.RUN_JOBS !== 'false',
  /** A running job not heard from for this long is taken to have died with its process. */
  jobsLeaseSeconds: (): number => Number(process.env.JOBS_LEASE_SECONDS) || 60,
  /** Bearer token of GET /api/metrics; unset: the address answers 404. */
  metricsToken: (): string | undefined => process.env.METRICS_TOKEN || undefined,
}
