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
};
