export { modelPagesZh } from './zh';
export { modelPagesEn } from './en';
