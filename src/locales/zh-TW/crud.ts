/** The list/form pattern (src/components/CrudTable). */
export default {
  'crud.add': '新建',
  'crud.edit': '編輯',
  'crud.view': '詳情',
  'crud.details': '詳情',
  'crud.delete': '刪除',
  'crud.delete.confirm': '確定刪除嗎？',
  'crud.deleted': '已刪除',
  'crud.created': '已建立',
  'crud.saved': '已儲存',
  'crud.actions': '操作',
  'crud.select': '選擇 {name}',
  'crud.export': '匯出',
  'crud.exported': '已匯出 {n} 筆',
  'crud.exporting': '匯出中 {done}/{total}',
  'crud.exportCapped': '篩選出 {total} 筆，單次最多匯出 {n} 筆；請縮小篩選範圍後分批匯出',
};
