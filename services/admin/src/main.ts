import 'reflect-metadata';
import { SERVICE } from '@portal/contracts';
import { startService } from '@portal/server-kit';
import { AdminModule } from './app.module.js';

await startService(SERVICE.ADMIN, AdminModule);
