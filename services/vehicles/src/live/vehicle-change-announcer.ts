import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SUBJECT, vehicleChangesSchema } from '@portal/contracts';
import { listenForNotices, type NoticeListener } from '@portal/db';
import { connectEvents, publishEvent, readEnv } from '@portal/server-kit';
import { ChangeBatch } from './change-batch.js';
import { QuietWindow } from './quiet-window.js';

/** The database channel the vehicles table's triggers notify (migration 0017_vehicle_change_notices). */
export const VEHICLE_CHANGES_CHANNEL = 'vehicle_changes';
/** Writes that follow each other within this quiet time make one event... */
export const ANNOUNCE_QUIET_MS = 250;
/** ...announced at the latest this long after the first of them. */
export const ANNOUNCE_LONGEST_MS = 1000;

type Connection = Awaited<ReturnType<typeof connectEvents>>;

/**
 * Forwards the database's notices of committed vehicle writes to the bus (`events.vehicles.changed`),
 * where every gateway hears them and tells the screens watching. The notice comes from the table's
 * triggers, so every write is announced whichever code path made it (the resource engine, a mass
 * update, an import, a bond release), and only after it committed.
 */
@Injectable()
export class VehicleChangeAnnouncer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('VehicleChangeAnnouncer');
  private readonly batch = new ChangeBatch();
  private connection?: Connection;
  private listener?: NoticeListener;
  private readonly window = new QuietWindow(() => this.flush(), ANNOUNCE_QUIET_MS, ANNOUNCE_LONGEST_MS);

  async onModuleInit(): Promise<void> {
    this.connection = await connectEvents();
    this.listener = listenForNotices(readEnv().databaseUrl, VEHICLE_CHANGES_CHANNEL, (payload) => this.heard(payload), {
      onRelisten: () => this.heardAny(),
      onTrouble: (message) => this.logger.warn(`vehicle change notices interrupted (${message}); listening again`),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.window.flush();
    await this.listener?.close();
    await this.connection?.drain().catch(() => undefined);
  }

  private heard(payload: string): void {
    this.batch.addNotice(payload);
    this.window.heard();
  }

  /** Notices sent while the database connection was down are lost: announce that anything may have changed. */
  private heardAny(): void {
    this.batch.add(null);
    this.window.heard();
  }

  private flush(): void {
    const event = this.batch.take();
    if (!event || !this.connection) return;
    try {
      publishEvent(this.connection, SUBJECT.vehiclesChanged, vehicleChangesSchema, event);
    } catch (error) {
      // A lost event leaves an open dashboard showing the last numbers until its next change or reload.
      this.logger.warn(`vehicle changes not announced: ${(error as Error).message}`);
    }
  }
}
