/** The members' page of their registries' monitoring signals and follow-up. */
export const SIGNALS_PATH = '/envio-de-dados/sinais-do-monitoramento'

/** The yearly monitoring summary (public aggregates; details for the office and the registry). */
export const YEARLY_SUMMARY_PATH = '/testes-estatisticos/monitoramento-anual'

/** The yearly summary's PDF in a language (GET, same access as the page). */
export const yearlySummaryPdfPath = (year: number, locale: string) =>
  `/api/surveillance/signals/summary/${year}/pdf?locale=${encodeURIComponent(locale)}`
