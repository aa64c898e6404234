import 'reflect-metadata';
import { SERVICE } from '@portal/contracts';
import { startService } from '@portal/server-kit';
import { IdentityModule } from './app.module.js';

await startService(SERVICE.IDENTITY, IdentityModule);
