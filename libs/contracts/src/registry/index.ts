export * from './apps.js';
