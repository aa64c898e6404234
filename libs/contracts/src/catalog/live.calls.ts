import { z } from 'zod';
import { LIVE_FACES } from '../call-routes/live.js';
import { SERVICE } from '../services.js';
import { ERROR_CODE } from '../errors.js';
import { defineCall, idParam } from './call.js';

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

/**
 * An open load page (/clientLoads/{id}) hears here when what the bay holds for that load changed: a bay
 * create, update or check by any user, or a change on the partner's side noticed by the bay sync.
 * Server-sent events: `bay` (no data; the page checks the bay again through its usual calls) and
 * `: ping` comments. The gateway first asks the loads service whether the caller may see the load (its
 * answer over the bus is the load and its client); another client's load is a 404 that says nothing
 * more. The stream ends with the access token, as the vehicles' stream does.
 */
export const watchLoadBayChanges = defineCall({
  ...LIVE_FACES.watchLoadBayChanges,
  service: SERVICE.LOADS,
  access: 'signed-in',
  transport: 'stream',
  edgeHandler: true,
  summary: 'Server-sent events telling that the bay shipment of a load the caller may see changed (no data; ends with the access token)',
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({ loadId: z.number().int(), clientId: z.number().int() }),
  errors: [ERROR_CODE.NOT_FOUND],
});

export const LIVE_CALLS = [watchVehicleChanges, watchLoadBayChanges];
