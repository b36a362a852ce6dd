import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  hasActiveLeaveGuard,
  LEAVE_WITHOUT_ASKING,
  leavesWithoutAsking,
  subscribeLeaveGuards,
  useLeaveGuard,
} from './leave-guard';

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('asks the browser before the tab closes, only while active', () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveGuard(active), {
      initialProps: { active: false },
    });
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);
  });

  it('registers for the blocker while any guarded form is dirty, and tells who listens', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLeaveGuards(listener);
    const first = renderHook(({ active }) => useLeaveGuard(active), {
      initialProps: { active: true },
    });
    const second = renderHook(() => useLeaveGuard(true, 'a question from an older call'));
    expect(hasActiveLeaveGuard()).toBe(true);
    first.rerender({ active: false });
    // The other form still has changes.
    expect(hasActiveLeaveGuard()).toBe(true);
    second.unmount();
    expect(hasActiveLeaveGuard()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    first.unmount();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('leavesWithoutAsking', () => {
  it('recognises only the mark of a forced move', () => {
    expect(leavesWithoutAsking(LEAVE_WITHOUT_ASKING)).toBe(true);
    expect(leavesWithoutAsking(null)).toBe(false);
    expect(leavesWithoutAsking({ from: '/profiel' })).toBe(false);
    expect(leavesWithoutAsking('leaveWithoutAsking')).toBe(false);
  });
});
