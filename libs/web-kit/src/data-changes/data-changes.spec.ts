import { describe, expect, it } from '@jest/globals';
import { announceResourceChange, onResourceChange } from './data-changes.js';

describe('resource changes', () => {
  it('reaches the listeners of that resource only, until they unsubscribe', () => {
    const heard: string[] = [];
    const stopNotes = onResourceChange('vehicle_notes', () => heard.push('notes'));
    const stopClients = onResourceChange('clients', () => heard.push('clients'));
    announceResourceChange('vehicle_notes');
    stopNotes();
    announceResourceChange('vehicle_notes');
    announceResourceChange('clients');
    stopClients();
    expect(heard).toEqual(['notes', 'clients']);
  });
});
