import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remoteNames, serviceNames } from './names.js';
import { remoteRegistryLine } from './remote/remote.js';
import { serviceRegistryLine } from './service/service.js';

describe('names of a generated remote', () => {
  it('derive folder, federation name, component name, title and prefix from the area', () => {
    assert.deepEqual(remoteNames({ name: 'bay-shipments', port: 4205 }), {
      name: 'bay-shipments',
      folder: 'mfe-bay-shipments',
      federationName: 'mfe_bay_shipments',
      pascal: 'BayShipments',
      title: 'Bay shipments',
      prefix: '/bay-shipments',
      port: 4205,
    });
    assert.equal(remoteNames({ name: 'loads', port: 4203, title: 'Client Loads', prefix: '/clientLoads' }).prefix, '/clientLoads');
  });

  it('refuse what would not make a package, an identifier or an address', () => {
    assert.throws(() => remoteNames({ name: 'Loads', port: 4203 }), /lowercase words/);
    assert.throws(() => remoteNames({ name: 'mfe_loads', port: 4203 }), /lowercase words/);
    assert.throws(() => remoteNames({ name: 'loads', port: 4203, prefix: 'loads/' }), /absolute path/);
    assert.throws(() => remoteNames({ name: 'loads' }), /--port/);
  });

  it('give the registry line to add', () => {
    assert.equal(
      remoteRegistryLine(remoteNames({ name: 'loads', port: 4203 })),
      "{ name: 'mfe_loads', folder: 'mfe-loads', title: 'Loads', prefixes: ['/loads'], port: 4203, access: 'signed-in' },",
    );
  });
});

describe('names of a generated service', () => {
  it('are one lowercase word, usable as a NATS subject token', () => {
    assert.deepEqual(serviceNames({ name: 'invoicing' }), { name: 'invoicing', folder: 'services/invoicing', pascal: 'Invoicing' });
    assert.throws(() => serviceNames({ name: 'bay-sync' }), /one lowercase word/);
    assert.throws(() => serviceNames({ name: 'loads.x' }), /one lowercase word/);
    assert.equal(serviceRegistryLine(serviceNames({ name: 'loads' })), "{ name: 'loads', folder: 'services/loads' },");
  });
});
