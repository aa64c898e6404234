import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createGateway } from './app.js';
import { readGatewayConfig } from './config.js';

const config = readGatewayConfig();
const app = await createGateway();
await app.listen(config.port, config.host);
new Logger('gateway').log(`API on http://${config.host}:${config.port}/api (docs at /api/docs)`);
