import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AlertStack } from './alert-stack.js';
import { ALERT_TIMEOUT_MS, alertError, alertSuccess, clearAlerts } from './alerts.js';

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
      alertError('Unable to save note');
      alertSuccess('Note Saved');
    });
    expect(screen.getByText('Unable to save note')).toBeTruthy();
    act(() => clearAlerts());
    expect(screen.queryByText('Unable to save note')).toBeNull();
    expect(screen.queryByText('Note Saved')).toBeNull();
  });
});
