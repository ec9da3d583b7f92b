import type { modelPagesZh } from './zh';

export const modelPagesEn: typeof modelPagesZh = {
  tab: 'Model page',
  newTitle: 'Template page',
  loadFailed: 'The model template could not be loaded',
  noPage: 'Model {{model}} has no template page yet',
  designAsTemplate: 'Design as template for model {{model}}',
  modelSignals: 'Signals of model {{model}} (bound by name)',
  editorTitle: 'Model {{model}} · {{page}}',
  pages: 'Template pages',
  add: 'New template page',
  default: 'Default',
  delete: 'Delete template page',
  deleteConfirm: 'Delete this template page? No equipment of the model will show it any more.',
  equipmentOfModel: 'Equipment of this model ({{count}})',
  allFound: 'All signals found',
  missing: 'Missing: {{names}}',
  notFound: 'Signal not found: {{names}}',
  missingOnEquipment: 'This equipment lacks these signals; their widgets show no value: {{names}}',
  openTemplates: 'Template pages',
};
