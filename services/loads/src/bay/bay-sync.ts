import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOAD_TYPE, QUEUE, ROLE, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { JobQueue, JobWorker, PRISMA, UnavailableError, queueSettingsFromEnv, type QueueSettings } from '@portal/server-kit';
import { BayShipments } from './bay-shipments.js';

/** How often the loads with a bay shipment are checked again against the partner (BAY_SYNC_MS; 0 turns it off). */
export const DEFAULT_BAY_SYNC_MS = 60_000;
/** The most loads one run checks, newest first: a run must end well before the next. */
export const BAY_SYNC_MAX_LOADS = 200;

/** The sync acts for no user: it sees every load, as staff do, and only reads the partner and records the check. */
export const BAY_SYNC_PRINCIPAL: Principal = { userid: 0, username: 'bay-sync', name: 'Bay sync', roleid: ROLE.ADMIN, clientid: null, clientIds: [] };

export interface BaySyncRun {
  checked: number;
  /** The partner stopped answering midway; the rest waits for the next run. */
  interrupted: boolean;
}

export function baySyncIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.BAY_SYNC_MS ?? DEFAULT_BAY_SYNC_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_BAY_SYNC_MS;
}

/**
 * Notices what changes on the partner's side (a shipment cleared, refused, or its vehicles changed): a
 * repeatable job on BullMQ (queue `bay-sync`, one scheduler whichever replicas run, so each tick runs
 * once) checks every load with a bay shipment again, as the Check Bay System button does. The check
 * keeps a digest of its result on the shipment and announces the load when it differs, so open load
 * pages hear of partner changes without anyone pressing a button; an unchanged re-check says nothing.
 */
@Injectable()
export class BaySync implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('BaySync');
  private queue?: JobQueue<Record<string, never>, BaySyncRun>;
  private worker?: JobWorker<Record<string, never>, BaySyncRun>;

  constructor(
    @Inject(PRISMA) private readonly db: PrismaClient,
    @Inject(BayShipments) private readonly bay: BayShipments,
  ) {}

  /** Not awaited: the service answers its calls even while Redis is away; the schedule is set once it is back. */
  onModuleInit(): void {
    this.start(queueSettingsFromEnv(), baySyncIntervalFromEnv()).catch((error: unknown) =>
      this.logger.warn(`bay sync not scheduled: ${(error as Error).message}`),
    );
  }

  async start(settings: QueueSettings, everyMs: number): Promise<void> {
    if (everyMs <= 0) return;
    this.queue = new JobQueue(QUEUE.BAY_SYNC, settings, { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 20 } });
    this.worker = new JobWorker<Record<string, never>, BaySyncRun>(QUEUE.BAY_SYNC, () => this.run(), settings);
    this.worker.worker.on('failed', (_job, error) => this.logger.warn(`bay sync run failed: ${error.message}`));
    await this.queue.queue.upsertJobScheduler(
      QUEUE.BAY_SYNC,
      { every: everyMs },
      {
        name: QUEUE.BAY_SYNC,
        data: { principal: BAY_SYNC_PRINCIPAL, data: {} },
        opts: { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 20 } },
      },
    );
  }

  /** One run: every carrier load with a shipment and every caravan load with a vehicle sent, newest first. */
  async run(): Promise<BaySyncRun> {
    const loads = await this.db.clientLoad.findMany({
      where: {
        OR: [
          { load_type: LOAD_TYPE.MULTIPLE, bay_shipment: { external_id: { not: null } } },
          { load_type: LOAD_TYPE.SINGLE, vehicles: { some: { bay_vehicle: { bay_shipment: { external_id: { not: null } } } } } },
        ],
      },
      select: { id: true, load_type: true },
      orderBy: { id: 'desc' },
      take: BAY_SYNC_MAX_LOADS,
    });
    let checked = 0;
    for (const load of loads) {
      try {
        if (load.load_type === LOAD_TYPE.SINGLE) await this.bay.checkSingle(BAY_SYNC_PRINCIPAL, String(load.id));
        else await this.bay.checkMultiple(BAY_SYNC_PRINCIPAL, String(load.id));
        checked += 1;
      } catch (error) {
        if (error instanceof UnavailableError) {
          this.logger.warn(`bay sync stopped after ${checked} loads: the partner is not answering`);
          return { checked, interrupted: true };
        }
        // One load's trouble (removed meanwhile, a bad record) must not keep the others unchecked.
        this.logger.warn(`bay sync of load ${load.id}: ${(error as Error).message}`);
      }
    }
    return { checked, interrupted: false };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }
}
