import type { Principal } from './principal.js';

/** Every BullMQ queue of the portal, by the work it carries. Workers and producers name them only from here. */
export const QUEUE = {
  EMAIL: 'email',
  /** An invoice batch's e-mail: sent, then recorded on the batch once the mail server accepted it. */
  INVOICE_EMAIL: 'invoice-email',
  DOCUMENTS: 'documents',
  IMPORTS: 'imports',
  /** The check of an import file (vehicleMassProcess): read-only, so a retry is harmless. */
  IMPORT_CHECKS: 'import-checks',
  BAY_SYNC: 'bay-sync',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

/**
 * What every job carries beside its own data: who asked for it, so the worker applies the same client
 * scope as the call that queued it.
 */
export interface JobEnvelope<T> {
  principal: Principal;
  data: T;
}

/** How far a job has come, as the browser shows it in a progress bar. */
export interface JobProgress {
  /** 0 to 100. */
  percent: number;
  message?: string;
}

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'unknown';

/** A job as the browser polls it: its state, progress, and its result or the reason it failed. */
export interface JobStatus<R = unknown> {
  id: string;
  queue: QueueName;
  state: JobState;
  progress: JobProgress;
  attempts: number;
  result?: R;
  failedReason?: string;
}
