import type { Server } from 'node:http';
import type { StandInControl } from './control.mjs';

export type { StandInControl };

export function startBayServer(options?: { port?: number; host?: string; dataFile?: string }): Promise<{
  server: Server;
  control: StandInControl;
  store: { shipments: Record<string, { id: string; status: string; vehicles: Array<{ vin: string }>; errors: string[] }> };
  /** A change on the partner's side (what `POST /__control/shipments/{id}` does); null when there is no such shipment. */
  changeShipment(id: string, change: { status?: string; errors?: string[]; drop_vins?: string[] }): unknown;
  url: string;
  close(): Promise<void>;
}>;
