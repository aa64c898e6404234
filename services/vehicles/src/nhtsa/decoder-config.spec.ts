import { describe, expect, it } from '@jest/globals';
import { createVinDecoder } from './decoder-config.js';
import { VpicDecoder } from './vpic-decoder.js';

describe('VIN_DECODER', () => {
  it('picks the vPIC API when asked', async () => {
    const decoder = await createVinDecoder({ VIN_DECODER: 'vpic', VPIC_BASE_URL: 'http://127.0.0.1:1/api/vehicles', VPIC_TIMEOUT_MS: '500' });
    expect(decoder).toBeInstanceOf(VpicDecoder);
    expect(decoder.name).toBe('vpic');
  });

  it('defaults to the offline database', async () => {
    const decoder = await createVinDecoder({});
    try {
      expect(decoder.name).toBe('offline');
    } finally {
      await decoder.close?.();
    }
  }, 180_000);

  it('stops the service on a value it does not know, or a bad timeout', async () => {
    await expect(createVinDecoder({ VIN_DECODER: 'online' })).rejects.toThrow(/offline" or "vpic/);
    await expect(createVinDecoder({ VIN_DECODER: 'vpic', VPIC_TIMEOUT_MS: 'soon' })).rejects.toThrow(/VPIC_TIMEOUT_MS/);
  });
});
