export { monitorZh } from './zh';
export { monitorEn } from './en';
