import 'reflect-metadata';
import { startService } from '@portal/server-kit';
import { ReportsModule } from './app.module.js';
import { SERVICE_NAME } from './service-name.js';

await startService(SERVICE_NAME, ReportsModule);
