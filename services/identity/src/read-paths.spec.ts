import { describe, expect, it } from '@jest/globals';
import { compareReadPathsOnDemoData } from '@portal/server-kit/testing';
import { IDENTITY_RESOURCES } from './app.module.js';

// Every list and read of this service's resources answers alike on the engine's direct path and through Prisma.
describe('read paths', () => {
  it('give the same answers and refusals', async () => {
    const report = await compareReadPathsOnDemoData(IDENTITY_RESOURCES);
    expect(report.differences).toEqual([]);
    expect(report.throughPrisma).toEqual([]);
    expect(report.answeredAsText).toBeGreaterThan(0);
    expect(report.recordsAsText).toBeGreaterThan(0);
  }, 300_000);
});
