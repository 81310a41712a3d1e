import { tr } from '@/i18n/locales'

/** What every demo PDF says around its own text, in its language. */
export const demoChrome = {
  networkName: tr(
    'Rede Latino-Americana de Malformações Congênitas',
    'Red Latinoamericana de Malformaciones Congénitas',
    'Latin American Network of Congenital Malformations',
  ),
  badge: tr('DOCUMENTO DE DEMONSTRAÇÃO', 'DOCUMENTO DE DEMOSTRACIÓN', 'DEMONSTRATION DOCUMENT'),
  watermark: tr('DEMONSTRAÇÃO', 'DEMOSTRACIÓN', 'DEMONSTRATION'),
  notice: tr(
    'Este arquivo foi gerado para a demonstração do site da rede. O texto é genérico e fictício: não o utilize para vigilância, atendimento ou decisões administrativas.',
    'Este archivo fue generado para la demostración del sitio de la red. El texto es genérico y ficticio: no lo utilice para vigilancia, atención ni decisiones administrativas.',
    'This file was generated to demonstrate the network’s website. Its text is generic and fictional: do not use it for surveillance, care or administrative decisions.',
  ),
  footer: tr(
    'Documento de demonstração — conteúdo fictício',
    'Documento de demostración — contenido ficticio',
    'Demonstration document — fictional content',
  ),
  contents: tr('Sumário', 'Índice', 'Contents'),
  page: tr('Página', 'Página', 'Page'),
  of: tr('de', 'de', 'of'),
  about: {
    heading: tr('Sobre este documento', 'Acerca de este documento', 'About this document'),
    intro: tr(
      'Este arquivo faz parte do conteúdo de demonstração do site da rede. Foi gerado automaticamente a partir de um texto genérico, escrito para mostrar como o site apresenta manuais, formulários, atas e outros documentos.',
      'Este archivo forma parte del contenido de demostración del sitio de la red. Fue generado automáticamente a partir de un texto genérico, escrito para mostrar cómo el sitio presenta manuales, formularios, actas y otros documentos.',
      'This file is part of the demonstration content of the network’s website. It was generated automatically from a generic text, written to show how the website presents manuals, forms, minutes and other documents.',
    ),
    title: tr('Título', 'Título', 'Title'),
    kind: tr('Tipo de documento', 'Tipo de documento', 'Type of document'),
    language: tr('Idioma', 'Idioma', 'Language'),
    languageName: tr('Português', 'Español', 'English'),
    edition: tr('Edição', 'Edición', 'Edition'),
    keeper: tr('Responsável', 'Responsable', 'Kept by'),
    keeperValue: tr(
      'Secretaria executiva da rede',
      'Secretaría ejecutiva de la red',
      'The network’s executive office',
    ),
    status: tr('Situação', 'Situación', 'Status'),
    statusValue: tr(
      'Demonstração — sem validade oficial',
      'Demostración — sin validez oficial',
      'Demonstration — no official standing',
    ),
    history: tr(
      'Na versão real, esta página traz o histórico de revisões do documento e o contato da secretaria para sugestões e correções.',
      'En la versión real, esta página presenta el historial de revisiones del documento y el contacto de la secretaría para sugerencias y correcciones.',
      'In the real version, this page gives the document’s revision history and the office’s contact for suggestions and corrections.',
    ),
  },
  /** The PDF's language tag, for screen readers. */
  languageTag: tr('pt-BR', 'es', 'en'),
}
