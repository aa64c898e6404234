import { describe, expect, it } from '@jest/globals';
import { ChangeBatch } from './change-batch.js';

describe('ChangeBatch', () => {
  it('gathers the clients of several notices into one event, then starts afresh', () => {
    const batch = new ChangeBatch();
    expect(batch.take()).toBeUndefined();
    batch.addNotice('{"clientIds":[3,1]}');
    batch.addNotice('{"clientIds":[1,0]}');
    expect(batch.take()).toEqual({ clientIds: [0, 1, 3] });
    expect(batch.take()).toBeUndefined();
  });

  it('says "any client" for a notice that says so, one it cannot read, or past 200 clients', () => {
    const batch = new ChangeBatch();
    batch.addNotice('{"clientIds":[1]}');
    batch.addNotice('{"clientIds":null}');
    batch.addNotice('{"clientIds":[2]}');
    expect(batch.take()).toEqual({ clientIds: null });

    batch.addNotice('not json');
    expect(batch.take()).toEqual({ clientIds: null });
    batch.addNotice('{"clientIds":["x"]}');
    expect(batch.take()).toEqual({ clientIds: null });

    batch.add(Array.from({ length: 150 }, (_, i) => i));
    batch.add(Array.from({ length: 60 }, (_, i) => 1000 + i));
    expect(batch.take()).toEqual({ clientIds: null });
  });
});
