export * from './addon';
export * from './design';
export * from './evaluate';
export * from './ports';
