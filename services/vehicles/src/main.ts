import 'reflect-metadata';
import { SERVICE } from '@portal/contracts';
import { startService } from '@portal/server-kit';
import { VehiclesModule } from './app.module.js';

await startService(SERVICE.VEHICLES, VehiclesModule);
