import { defineFace } from './route.js';

// The HTTP faces of the vehicles service's calls; `catalog/vehicles.calls.ts` completes each one.
export const VEHICLES_FACES = {
  decodeVin: defineFace({ name: 'vehicles.nhtsa.decode', method: 'GET', path: '/api/nhtsa/vin/:vin' }),
  vehicleHistory: defineFace({ name: 'vehicles.history.list', method: 'GET', path: '/api/vehicles/:id/history' }),
  readConformance: defineFace({ name: 'vehicles.conformance.read', method: 'GET', path: '/api/vehicles/:id/conformance' }),
  startConformance: defineFace({ name: 'vehicles.conformance.start', method: 'POST', path: '/api/vehicles/:id/conformance' }),
  saveConformance: defineFace({ name: 'vehicles.conformance.save', method: 'PUT', path: '/api/vehicles/:id/conformance' }),
  uploadVehicleImage: defineFace({ name: 'vehicles.images.register', method: 'POST', path: '/api/vehicles/:id/images' }),
  downloadVehicleImages: defineFace({ name: 'vehicles.images.locate-all', method: 'GET', path: '/api/vehicles/:id/images' }),
  downloadVehicleImage: defineFace({ name: 'vehicles.images.locate', method: 'GET', path: '/api/vehicles/:id/images/:imageId' }),
  deleteVehicleImage: defineFace({ name: 'vehicles.images.delete', method: 'DELETE', path: '/api/vehicle_images/:id' }),
  addVehicleToLoad: defineFace({ name: 'vehicles.loads.add', method: 'POST', path: '/api/client_loads/:id/add/:vehicleId' }),
  removeVehicleFromLoad: defineFace({ name: 'vehicles.loads.remove', method: 'DELETE', path: '/api/client_loads/:id/remove/:vehicleId' }),
  refreshLoadBlackbook: defineFace({ name: 'vehicles.blackbook.refresh-load', method: 'POST', path: '/api/client_loads/:id/blackbook' }),
  decodeBlackbook: defineFace({ name: 'vehicles.blackbook.decode', method: 'POST', path: '/api/blackbook/:vin' }),
  readImportFile: defineFace({ name: 'vehicles.imports.read-file', method: 'POST', path: '/api/reports/management/vehicleMassUpload' }),
  checkImport: defineFace({ name: 'vehicles.imports.check', method: 'POST', path: '/api/reports/management/vehicleMassProcess' }),
  runImport: defineFace({ name: 'vehicles.imports.run', method: 'POST', path: '/api/vehicles/import' }),
  undoImport: defineFace({ name: 'vehicles.imports.undo', method: 'POST', path: '/api/vehicles/import/:id/undo' }),
  checkVins: defineFace({ name: 'vehicles.checks.vins', method: 'POST', path: '/api/reports/tpmsVehicleCheck' }),
  checkVinsFile: defineFace({ name: 'vehicles.checks.vins-file', method: 'POST', path: '/api/reports/tpmsVehicleCheckFileInline' }),
  applyBondReleases: defineFace({ name: 'vehicles.bond-releases.apply', method: 'POST', path: '/api/reports/management/bondReleaseMassUpdate' }),
  lookupExitPhoto: defineFace({ name: 'vehicles.exit-photo.lookup', method: 'GET', path: '/api/exitPhoto/:vin' }),
  uploadExitPhoto: defineFace({ name: 'vehicles.exit-photo.register', method: 'POST', path: '/api/exitPhoto/:vin' }),
  massUpdateVehicles: defineFace({ name: 'vehicles.mass-update.apply', method: 'POST', path: '/api/vehicles/massUpdate' }),
};
