/** Texts of the signal import's preview and result. */
export const signalImportZh = {
  title: '导入变量：{{file}}',
  mode: '同名变量',
  modeAdd: '跳过（仅新增）',
  modeUpdate: '按文件更新',
  summary: '将新增 {{added}} 个，更新 {{updated}} 个，{{unchanged}} 个不变，{{errors}} 行有错误',
  confirm: '导入',
  nothingToDo: '文件中没有需要新增或更新的变量',
  added: '新增的变量',
  changed: '更新的变量',
  changedFields: '变更的列',
  errors: '未导入的行',
  value: '单元格内容',
  done: '已新增 {{added}} 个变量，更新 {{updated}} 个',
  reasons: {
    required: '必填，不能为空',
    invalid: '取值无效',
    duplicateInFile: '与文件中前面的行重名',
    nameTaken: '设备已有同名变量（选择“按文件更新”可更新它）',
  },
};

export const signalImportEn: typeof signalImportZh = {
  title: 'Import signals: {{file}}',
  mode: 'Existing names',
  modeAdd: 'Skip (add new only)',
  modeUpdate: 'Update from the file',
  summary:
    '{{added}} to add, {{updated}} to update, {{unchanged}} unchanged, {{errors}} rows with errors',
  confirm: 'Import',
  nothingToDo: 'Nothing in the file to add or update',
  added: 'Signals to add',
  changed: 'Signals to update',
  changedFields: 'Changed columns',
  errors: 'Rows not imported',
  value: 'Cell',
  done: '{{added}} signals added, {{updated}} updated',
  reasons: {
    required: 'Required, must not be empty',
    invalid: 'Not a valid value',
    duplicateInFile: 'Same name as an earlier row of the file',
    nameTaken:
      'The equipment already has a signal of this name ("Update from the file" updates it)',
  },
};
