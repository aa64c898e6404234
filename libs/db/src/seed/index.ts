export { seedDemo, DEMO_PASSWORD, DEMO_USERS, type DemoUser, type SeedDemoOptions, type SeedDemoResult } from './demo.js';
export { seedScale, type SeedScaleOptions, type SeedScaleResult } from './scale.js';
export { seedReference } from './reference.js';
export { resetSequences } from './sequences.js';
export { TITLE_STATUS, RI_APPLICATION_TYPES } from './reference-data.js';
