export * from './format.js';
export * from './columns.js';
export * from './rows.js';
