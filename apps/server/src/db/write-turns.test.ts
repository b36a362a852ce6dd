import { describe, expect, it } from 'vitest';
import { WriteTurns } from './write-turns';

/** A write that stays in progress until its release is called. */
function heldWrite(log: string[], name: string) {
  let release = () => undefined as void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteTurns', () => {
  it('runs at most `atOnce` writes at a time, the others in the order they asked', async () => {
    const log: string[] = [];
    const turns = new WriteTurns(1);
    const writes = ['a', 'b', 'c'].map((name) => heldWrite(log, name));
    const results = writes.map((write) => turns.run(write.run));
    await settle();
    expect(log).toEqual(['start a']);
    writes[1]!.release();
    writes[0]!.release();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c']);
    writes[2]!.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('passes the turn on when a write fails', async () => {
    const turns = new WriteTurns(2);
    const log: string[] = [];
    const failing = turns.run(async () => {
      throw new Error('disk full');
    });
    const held = heldWrite(log, 'x');
    const running = turns.run(held.run);
    const next = turns.run(async () => 'next');
    await expect(failing).rejects.toThrow('disk full');
    expect(await next).toBe('next');
    held.release();
    expect(await running).toBe('x');
  });

  it('holds a write back while other work goes on, until it is done or for at most the bound', async () => {
    const log: string[] = [];
    let busy = true;
    const turns = new WriteTurns(1, 60_000);
    turns.yieldWhile(() => busy);
    const held = turns.run(async () => log.push('written'));
    await settle();
    // Another request ended, but one is still being answered: the write still waits.
    turns.othersDone();
    await settle();
    expect(log).toEqual([]);
    busy = false;
    turns.othersDone();
    await held;
    expect(log).toEqual(['written']);

    // Others that never stop do not hold a write back for longer than the bound.
    const bounded = new WriteTurns(1, 20);
    bounded.yieldWhile(() => true);
    expect(await bounded.run(async () => 'went')).toBe('went');
  });
});
