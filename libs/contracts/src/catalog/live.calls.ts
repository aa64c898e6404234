import { z } from 'zod';
import { LIVE_FACES } from '../call-routes/live.js';
import { SERVICE } from '../services.js';
import { defineCall } from './call.js';

/**
 * The screens that show counts over many vehicles (the dashboard) hear here when vehicles of the
 * caller's clients change, instead of asking every few seconds. Server-sent events: `vehicles` after a
 * committed write that touched one of the caller's clients (any client for staff), `: ping` comments to
 * keep proxies from closing an idle line. An event carries no data; the screen asks again through its
 * usual scoped calls. The stream ends when the access token expires or the session ends; the browser
 * then opens a new one with its next token.
 */
export const watchVehicleChanges = defineCall({
  ...LIVE_FACES.watchVehicleChanges,
  service: SERVICE.VEHICLES,
  access: 'signed-in',
  transport: 'stream',
  edgeHandler: true,
  summary: "Server-sent events telling that vehicles of the caller's clients changed (no data; ends with the access token)",
  request: z.object({}),
  answer: z.string(),
  errors: [],
});

export const LIVE_CALLS = [watchVehicleChanges];
