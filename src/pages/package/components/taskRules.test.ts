import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../service';
import { formatDuration, formatShortDuration, relativeParts } from './format';
import { allowedActions, canReview, machineActions, progressStatus, shouldPoll, shownProgress } from './taskRules';

describe('task-state rules', () => {
  const cases: Array<
    [TaskStatus, number | null, { cancel: boolean; retry: boolean; download: boolean; check: boolean }]
  > = [
    ['queued', null, { cancel: true, retry: false, download: false, check: false }],
    ['running', null, { cancel: true, retry: false, download: false, check: false }],
    ['succeeded', 7, { cancel: false, retry: false, download: true, check: true }],
    ['succeeded', null, { cancel: false, retry: false, download: false, check: false }],
    ['failed', null, { cancel: false, retry: true, download: false, check: false }],
    ['cancelled', null, { cancel: false, retry: true, download: false, check: false }],
  ];
  it.each(cases)('%s (output %s)', (status, outputId, expected) => {
    expect(allowedActions({ status, outputId })).toEqual(expected);
  });

  it('polls only while shown and something is queued or running', () => {
    expect(shouldPoll(true, [{ status: 'succeeded' }, { status: 'running' }])).toBe(true);
    expect(shouldPoll(true, [{ status: 'succeeded' }, { status: 'failed' }])).toBe(false);
    expect(shouldPoll(false, [{ status: 'queued' }])).toBe(false);
    // a filtered page of finished tasks while the batch still runs elsewhere
    expect(shouldPoll(true, [{ status: 'succeeded' }], { queued: 0, running: 2 })).toBe(true);
    expect(shouldPoll(true, [], { queued: 0, running: 0, failed: 3 })).toBe(false);
  });

  it('progress bars', () => {
    expect(progressStatus('running')).toBe('active');
    expect(progressStatus('failed')).toBe('exception');
    expect(progressStatus('succeeded')).toBe('success');
    expect(progressStatus('queued')).toBe('normal');
    expect(shownProgress({ status: 'succeeded', progress: 96 })).toBe(100);
    expect(shownProgress({ status: 'failed', progress: 42.4 })).toBe(42);
    expect(shownProgress({ status: 'running', progress: 140 })).toBe(100);
  });

  it('reviews and machines', () => {
    expect(canReview('pending')).toBe(true);
    expect(canReview('approved')).toBe(false);
    expect(canReview('rejected')).toBe(false);
    expect(machineActions({ enabled: true, connected: true })).toEqual({
      enable: false,
      disable: true,
      disconnect: true,
      reconnect: false,
    });
    expect(machineActions({ enabled: false, connected: false })).toEqual({
      enable: true,
      disable: false,
      disconnect: false,
      reconnect: true,
    });
  });
});

describe('durations and relative times', () => {
  it('formats durations', () => {
    expect(formatDuration(83_000)).toBe('1:23');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('-');
    expect(formatShortDuration(8_400)).toBe('8.4 s');
    expect(formatShortDuration(125_000)).toBe('2:05');
  });

  it('says how long ago', () => {
    const now = 1_000_000_000;
    expect(relativeParts(now - 500, now)).toEqual({ unit: 'now', n: 0 });
    expect(relativeParts(now + 3000, now)).toEqual({ unit: 'now', n: 0 });
    expect(relativeParts(now - 12_000, now)).toEqual({ unit: 'second', n: 12 });
    expect(relativeParts(now - 150_000, now)).toEqual({ unit: 'minute', n: 2 });
    expect(relativeParts(now - 3 * 3600_000, now)).toEqual({ unit: 'hour', n: 3 });
    expect(relativeParts(now - 50 * 3600_000, now)).toEqual({ unit: 'day', n: 2 });
  });
});
