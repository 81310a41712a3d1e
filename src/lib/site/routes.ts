import { SIGNALS_PATH, YEARLY_SUMMARY_PATH } from '@/lib/surveillance/signals/paths'

/** The public site's paths (SPEC's Portuguese names), in one place for the menu, cards, sitemap and tests. */
export const routes = (network: string) =>
  ({
    home: '/',
    whatIs: `/${network}/o-que-e`,
    story: `/${network}/historia`,
    pastMeetings: `/${network}/reunioes-passadas`,
    coordination: `/${network}/coordenacao`,
    annualMeeting: '/reunioes/encontro-anual',
    operationalWebinar: '/reunioes/webinar-operacional',
    researchWebinar: '/reunioes/webinar-pesquisa',
    login: '/login',
    forgotPassword: '/esqueci-senha',
    resetPassword: '/redefinir-senha',
    account: '/minha-conta',
    /** The members' page, where signing in leads. */
    dataSubmission: '/envio-de-dados',
    monthlyData: '/envio-de-dados/dados-mensais',
    caseRecords: '/envio-de-dados/registros-de-casos',
    databaseQuery: '/envio-de-dados/consulta-a-base-de-dados',
    manualsForms: '/envio-de-dados/manuais-e-formularios',
    officialDocuments: '/envio-de-dados/documentos-oficiais',
    tablesCharts: '/dados/tabelas-e-graficos',
    dataQuality: '/dados/qualidade-dos-dados',
    dataReleases: '/dados/versoes',
    apiReference: '/dados/api',
    epidemics: '/testes-estatisticos/epidemias-endemias',
    satscan: '/testes-estatisticos/satscan',
    semiannualReports: '/testes-estatisticos/relatorios-semestrais',
    yearlySummary: YEARLY_SUMMARY_PATH,
    monitoringSignals: SIGNALS_PATH,
    generalInformation: '/registros-membros/informacoes-gerais',
    characteristics: '/registros-membros/caracteristicas-dos-registros',
    resources: '/recursos',
    links: '/recursos/links',
    projects: '/projetos',
    networkPublications: `/publicacoes/${network}`,
    latinAmericanPublications: '/publicacoes/registros-latino-americanos',
    otherPublications: '/publicacoes/outras',
    events: '/eventos',
    accumulatedData: '/vigilancia-epidemiologica/dados-acumulados',
    vigie: '/vigilancia-epidemiologica/vigie',
    announcements: '/vigilancia-epidemiologica/informes',
    questions: '/contato/perguntas-e-solicitacoes',
    membership: '/contato/filiacao',
  }) as const

export type RouteName = keyof ReturnType<typeof routes>

/** The login page, which sends the member back to `next` after signing in. */
export const loginWith = (next: string): string => `/login?next=${encodeURIComponent(next)}`

/** A project's own page. */
export const projectPath = (slug: string): string => `/projetos/${slug}`

/** A network resource's own page. */
export const resourcePath = (id: number | string): string => `/recursos/${id}`

/** Public pages that need no login (the sitemap lists them; protected and form-only pages stay out). */
export const publicRouteNames: RouteName[] = [
  'home',
  'whatIs',
  'story',
  'pastMeetings',
  'coordination',
  'annualMeeting',
  'operationalWebinar',
  'researchWebinar',
  'login',
  'tablesCharts',
  'dataQuality',
  'dataReleases',
  'apiReference',
  'epidemics',
  'satscan',
  'semiannualReports',
  'yearlySummary',
  'generalInformation',
  'characteristics',
  'links',
  'projects',
  'networkPublications',
  'latinAmericanPublications',
  'otherPublications',
  'events',
  'accumulatedData',
  'vigie',
  'announcements',
  'questions',
  'membership',
]
