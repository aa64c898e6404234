import type { Server } from 'node:http';
import type { StandInControl } from './control.mjs';

export function startBlackbookServer(options?: { port?: number; host?: string }): Promise<{
  server: Server;
  control: StandInControl;
  url: string;
  close(): Promise<void>;
}>;
