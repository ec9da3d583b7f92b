export { projectZh } from './zh';
export { projectEn } from './en';
