import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QuietWindow } from './quiet-window.js';

describe('QuietWindow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires once after a run of notices falls quiet, however the run is spread', () => {
    const fire = jest.fn();
    const window = new QuietWindow(fire, 250, 1000);
    for (let i = 0; i < 4; i += 1) {
      window.heard();
      jest.advanceTimersByTime(200);
    }
    expect(fire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(fire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires at the longest wait during a steady stream, then gathers afresh', () => {
    const fire = jest.fn();
    const window = new QuietWindow(fire, 250, 1000);
    for (let elapsed = 0; elapsed < 2100; elapsed += 100) {
      window.heard();
      jest.advanceTimersByTime(100);
    }
    // Notices at 0..2000 ms: fired at 1000 and 2000 (each 1000 ms after its window's first notice).
    expect(fire).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(250);
    expect(fire).toHaveBeenCalledTimes(3);
  });

  it('fires on flush only when something was heard', () => {
    const fire = jest.fn();
    const window = new QuietWindow(fire, 250, 1000);
    window.flush();
    expect(fire).not.toHaveBeenCalled();
    window.heard();
    window.flush();
    expect(fire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
