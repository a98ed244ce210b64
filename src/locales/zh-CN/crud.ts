/** The list/form pattern (src/components/CrudTable). */
export default {
  'crud.add': '新建',
  'crud.edit': '编辑',
  'crud.view': '详情',
  'crud.details': '详情',
  'crud.delete': '删除',
  'crud.delete.confirm': '确定删除吗？',
  'crud.deleted': '已删除',
  'crud.created': '已创建',
  'crud.saved': '已保存',
  'crud.actions': '操作',
  'crud.select': '选择 {name}',
  'crud.export': '导出',
  'crud.exported': '已导出 {n} 条',
  'crud.exporting': '导出中 {done}/{total}',
  'crud.exportCapped': '筛选出 {total} 条，单次最多导出 {n} 条；请缩小筛选范围后分批导出',
};
