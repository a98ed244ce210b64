/** The list/form pattern (src/components/CrudTable). */
export default {
  'crud.add': 'Novo',
  'crud.edit': 'Editar',
  'crud.view': 'Detalhes',
  'crud.details': 'Detalhes',
  'crud.delete': 'Excluir',
  'crud.delete.confirm': 'Excluir este registro?',
  'crud.deleted': 'Excluído',
  'crud.created': 'Criado',
  'crud.saved': 'Salvo',
  'crud.actions': 'Ações',
  'crud.select': 'Selecionar {name}',
  'crud.export': 'Exportar CSV',
  'crud.exported': '{n} linhas exportadas',
  'crud.exporting': 'Exportando {done}/{total}',
  'crud.exportCapped':
    'Os filtros selecionam {total} linhas; uma exportação contém no máximo {n}. Restrinja os filtros e exporte em partes',
};
