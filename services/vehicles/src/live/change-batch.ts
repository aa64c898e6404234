import { vehicleChangesSchema, type VehicleChanges } from '@portal/contracts';

/** Most clients one event lists; beyond it the event says "any client" (null). */
const MAX_LISTED = 200;

/**
 * The clients whose vehicles changed since the last event, gathered over a short window so that a run
 * of writes (a mass update, an import of many statements) makes one event, not hundreds.
 */
export class ChangeBatch {
  private clientIds: Set<number> | null = new Set();
  private empty = true;

  /** Adds a database notice (`{"clientIds":[...]}` or null for any). A malformed one counts as "any client". */
  addNotice(payload: string): void {
    let changes: VehicleChanges | undefined;
    try {
      const parsed = vehicleChangesSchema.safeParse(JSON.parse(payload));
      if (parsed.success) changes = parsed.data;
    } catch {
      changes = undefined;
    }
    this.add(changes?.clientIds ?? null);
  }

  /** Adds clients, or null for any client. */
  add(clientIds: readonly number[] | null): void {
    this.empty = false;
    if (this.clientIds === null) return;
    if (clientIds === null) {
      this.clientIds = null;
      return;
    }
    for (const id of clientIds) this.clientIds.add(id);
    if (this.clientIds.size > MAX_LISTED) this.clientIds = null;
  }

  /** The event for what was gathered, or undefined when nothing was; starts a new batch. */
  take(): VehicleChanges | undefined {
    if (this.empty) return undefined;
    const event = { clientIds: this.clientIds === null ? null : [...this.clientIds].sort((a, b) => a - b) };
    this.clientIds = new Set();
    this.empty = true;
    return event;
  }
}
