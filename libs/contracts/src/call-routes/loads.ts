import { defineFace } from './route.js';

// The HTTP faces of the loads service's calls; `catalog/loads.calls.ts` completes each one.
export const LOADS_FACES = {
  deleteClientLoad: defineFace({ name: 'loads.client-loads.delete', method: 'DELETE', path: '/api/client/client_loads/:id' }),
  quickAddClientLoad: defineFace({ name: 'loads.client-loads.quick-add', method: 'POST', path: '/api/client_loads/quickAdd' }),
  clientLoadHistory: defineFace({ name: 'loads.client-loads.history', method: 'GET', path: '/api/client_loads/:id/history' }),
  createBayShipment: defineFace({ name: 'loads.bay.create', method: 'POST', path: '/api/client_loads/:id/createBayShipment' }),
  updateBayShipment: defineFace({ name: 'loads.bay.update', method: 'POST', path: '/api/client_loads/:id/updateBayShipment' }),
  checkBayShipment: defineFace({ name: 'loads.bay.check', method: 'GET', path: '/api/client_loads/:id/checkBayShipment' }),
  createBayShipmentSingle: defineFace({ name: 'loads.bay.create-single', method: 'POST', path: '/api/client_loads/:id/createBayShipmentSingle' }),
  updateBayShipmentSingle: defineFace({ name: 'loads.bay.update-single', method: 'POST', path: '/api/client_loads/:id/updateBayShipmentSingle' }),
  checkBayShipmentSingle: defineFace({ name: 'loads.bay.check-single', method: 'GET', path: '/api/client_loads/:id/checkBayShipmentSingle' }),
  bayDocuments: defineFace({ name: 'loads.bay.documents', method: 'GET', path: '/api/client_loads/:id/getBayDocuments' }),
  bayVehicleInfo: defineFace({ name: 'loads.bay.vehicle-info', method: 'GET', path: '/api/vehicles/:id/bayVehicleInfo' }),
  fixBayVehicle: defineFace({ name: 'loads.bay.vehicle-fix', method: 'PUT', path: '/api/vehicles/:id/fixBayVehicle' }),
};
