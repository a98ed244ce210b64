/** The list/form pattern (src/components/CrudTable). */
export default {
  'crud.add': 'New',
  'crud.edit': 'Edit',
  'crud.view': 'Details',
  'crud.details': 'Details',
  'crud.delete': 'Delete',
  'crud.delete.confirm': 'Delete this record?',
  'crud.deleted': 'Deleted',
  'crud.created': 'Created',
  'crud.saved': 'Saved',
  'crud.actions': 'Actions',
  'crud.select': 'Select {name}',
  'crud.export': 'Export CSV',
  'crud.exported': '{n} rows exported',
  'crud.exporting': 'Exporting {done}/{total}',
  'crud.exportCapped':
    'The filters select {total} rows; one export holds at most {n}. Narrow the filters and export in parts',
};
