import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './leave-guard';

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

function click(href: string, init: MouseEventInit = {}) {
  const link = document.createElement('a');
  link.href = href;
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  link.remove();
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('asks the browser before the tab closes, only while active', () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveGuard(active, 'Weg?'), {
      initialProps: { active: false },
    });
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);
  });

  it('asks for links inside the app only, once for two guarded forms', () => {
    const confirm = vi.fn(() => false);
    renderHook(() => {
      useLeaveGuard(true, 'Weg?', confirm);
      useLeaveGuard(true, 'Weg?', confirm);
    });
    expect(click('/elders')).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    // Another site, a new tab, or a modified click: not this page that is left.
    expect(click('https://example.org/')).toBe(false);
    expect(click('/elders', { ctrlKey: true })).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
