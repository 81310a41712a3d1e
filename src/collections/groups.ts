import { tr } from '@/i18n/locales'

/** Admin navigation groups, in the order an office thinks of its content. */
export const groups = {
  network: tr('A rede', 'La red', 'The network'),
  meetings: tr('Reuniões', 'Reuniones', 'Meetings'),
  registries: tr('Registros membros', 'Registros miembros', 'Member registries'),
  publications: tr('Publicações', 'Publicaciones', 'Publications'),
  projects: tr('Projetos e recursos', 'Proyectos y recursos', 'Projects and resources'),
  data: tr('Dados e vigilância', 'Datos y vigilancia', 'Data and surveillance'),
  members: tr('Área de membros', 'Área de miembros', 'Members area'),
  files: tr('Arquivos', 'Archivos', 'Files'),
  office: tr('Secretaria', 'Secretaría', 'Office'),
}
