import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AlertStack } from './alert-stack.js';
import { ALERT_TIMEOUT_MS, alertError, alertInfo, alertSuccess, alertWarning, clearAlerts } from './alerts.js';

describe('alerts', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows alerts raised anywhere and dismisses them after 6000 ms', () => {
    jest.useFakeTimers();
    render(<AlertStack />);
    act(() => {
      alertSuccess('Vehicle Updated');
    });
    expect(screen.getByText('Vehicle Updated')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('Vehicle Updated')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Vehicle Updated')).toBeNull();
  });

  it('clears every alert at once', () => {
    render(<AlertStack />);
    act(() => {
      alertWarning('photos.csv holds the first 10 of 20 rows');
      alertSuccess('Note Saved');
    });
    expect(screen.getByText('photos.csv holds the first 10 of 20 rows')).toBeTruthy();
    act(() => clearAlerts());
    expect(screen.queryByText('photos.csv holds the first 10 of 20 rows')).toBeNull();
    expect(screen.queryByText('Note Saved')).toBeNull();
  });

  it('a new outcome replaces the earlier one, whichever way it went', () => {
    render(<AlertStack />);
    act(() => {
      alertError('Please fill in Client Name');
    });
    act(() => {
      alertSuccess('Client Saved');
    });
    expect(screen.queryByText('Please fill in Client Name')).toBeNull();
    expect(screen.getByText('Client Saved')).toBeTruthy();
    act(() => {
      alertError('Unable to update: Vehicle Release Days: expects a whole number');
    });
    expect(screen.queryByText('Client Saved')).toBeNull();
    act(() => {
      alertInfo('No vehicles found');
    });
    expect(screen.getByText('No vehicles found')).toBeTruthy();
    expect(screen.queryByText(/Unable to update/)).toBeNull();
    act(() => clearAlerts());
  });

  it('keeps standing warnings and alerts raised outside the outcome group', () => {
    render(<AlertStack />);
    act(() => {
      alertWarning('clients.csv holds the first 1,000 of 2,000 rows; narrow the filters to download the rest.');
      alertError('Unable to load the states', { group: null });
      alertSuccess('Client Saved');
      alertSuccess('Note Added');
    });
    expect(screen.getByText(/holds the first 1,000/)).toBeTruthy();
    expect(screen.getByText('Unable to load the states')).toBeTruthy();
    expect(screen.getByText('Note Added')).toBeTruthy();
    expect(screen.queryByText('Client Saved')).toBeNull();
    act(() => clearAlerts());
  });

  it('a replaced alert does not take its successor down with its timer', () => {
    jest.useFakeTimers();
    render(<AlertStack />);
    act(() => {
      alertError('Please fill in Name');
    });
    act(() => {
      jest.advanceTimersByTime(ALERT_TIMEOUT_MS - 1000);
      alertSuccess('Rack Rate Saved');
    });
    act(() => {
      jest.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Rack Rate Saved')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Rack Rate Saved')).toBeNull();
  });
});
