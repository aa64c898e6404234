export * from './fees.js';
