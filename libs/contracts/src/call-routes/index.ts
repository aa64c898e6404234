/**
 * The catalog's calls as the browser makes them (`@portal/contracts/call-routes`). Each route is the
 * HTTP face its catalog entry is built from, typed with that entry, so a typed call costs the bundle
 * a name, a method and a path: the zod schemas stay on the server (imported here as types only).
 */
import type * as catalog from '../catalog/index.js';
import { IDENTITY_FACES as I } from './identity.js';
import type { CallRoute } from './route.js';
import { VEHICLES_FACES as V } from './vehicles.js';

export type { CallAnswer, CallEntry, CallInput, HttpMethod } from '../catalog/call.js';
export { fillPath, pathParams } from './path.js';
export type { CallFace, CallRoute } from './route.js';

export const authenticate: CallRoute<typeof catalog.authenticate> = I.authenticate;
export const refreshSession: CallRoute<typeof catalog.refreshSession> = I.refreshSession;
export const revokeSession: CallRoute<typeof catalog.revokeSession> = I.revokeSession;
export const listUsers: CallRoute<typeof catalog.listUsers> = I.listUsers;
export const readUser: CallRoute<typeof catalog.readUser> = I.readUser;

export const decodeVin: CallRoute<typeof catalog.decodeVin> = V.decodeVin;
export const vehicleHistory: CallRoute<typeof catalog.vehicleHistory> = V.vehicleHistory;
export const readConformance: CallRoute<typeof catalog.readConformance> = V.readConformance;
export const startConformance: CallRoute<typeof catalog.startConformance> = V.startConformance;
export const saveConformance: CallRoute<typeof catalog.saveConformance> = V.saveConformance;
export const uploadVehicleImage: CallRoute<typeof catalog.uploadVehicleImage> = V.uploadVehicleImage;
export const downloadVehicleImages: CallRoute<typeof catalog.downloadVehicleImages> = V.downloadVehicleImages;
export const downloadVehicleImage: CallRoute<typeof catalog.downloadVehicleImage> = V.downloadVehicleImage;
export const deleteVehicleImage: CallRoute<typeof catalog.deleteVehicleImage> = V.deleteVehicleImage;
