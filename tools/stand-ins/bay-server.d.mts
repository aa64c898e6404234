import type { Server } from 'node:http';

export interface StandInControl {
  latency_ms: number;
  fail_next: number;
  fail_status: number;
  down: boolean;
  requests: number;
}

export function startBayServer(options?: { port?: number; host?: string; dataFile?: string }): Promise<{
  server: Server;
  control: StandInControl;
  store: { shipments: Record<string, { id: string; vehicles: Array<{ vin: string }>; errors: string[] }> };
  url: string;
  close(): Promise<void>;
}>;
