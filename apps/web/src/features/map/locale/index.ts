export { mapZh } from './zh';
export { mapEn } from './en';
