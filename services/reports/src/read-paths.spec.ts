import { describe, expect, it } from '@jest/globals';
import { compareReadPathsOnDemoData } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from './app.module.js';

// Every list and read of this service's resources answers alike on the engine's direct path and through Prisma.
describe('read paths', () => {
  it('give the same answers and refusals', async () => {
    const report = await compareReadPathsOnDemoData(REPORTS_RESOURCES);
    expect(report.differences).toEqual([]);
    expect(report.throughPrisma).toEqual([]);
    expect(report.answeredAsText).toBeGreaterThan(0);
    // The reports' variants are read as lists only: their records' reads are refused alike on both paths.
    expect(report.recordsAsText).toBe(0);
  }, 300_000);
});
