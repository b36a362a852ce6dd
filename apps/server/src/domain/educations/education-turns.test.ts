import { describe, expect, it } from 'vitest';
import { EducationTurns } from './education-turns';

/** A change that runs until `finish()` is called, noting when it started. */
function held(log: string[], name: string) {
  let finish: (fail?: boolean) => void = () => {};
  const change = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (fail) => (fail ? reject(new Error(name)) : resolve(name));
    });
  return { change, finish: (fail?: boolean) => finish(fail) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('EducationTurns', () => {
  it('runs the changes of one education one after another, in the order asked', async () => {
    const turns = new EducationTurns();
    const log: string[] = [];
    const [a, b, c] = [held(log, 'a'), held(log, 'b'), held(log, 'c')];
    const done = [turns.run(1, a.change), turns.run(1, b.change), turns.run(1, c.change)];
    await tick();
    expect(log).toEqual(['start a']);
    a.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    await tick();
    c.finish();
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c']);
    await tick();
    expect(turns.busy).toBe(0);
  });

  it('never keeps one education waiting for another', async () => {
    const turns = new EducationTurns();
    const log: string[] = [];
    const [one, two] = [held(log, 'one'), held(log, 'two')];
    const first = turns.run(1, one.change);
    const second = turns.run(2, two.change);
    await tick();
    expect(log).toEqual(['start one', 'start two']);
    two.finish();
    expect(await second).toBe('two');
    one.finish();
    expect(await first).toBe('one');
  });

  it('goes on after a change that failed, which its caller sees', async () => {
    const turns = new EducationTurns();
    const log: string[] = [];
    const [bad, good] = [held(log, 'bad'), held(log, 'good')];
    const failing = turns.run(1, bad.change);
    const next = turns.run(1, good.change);
    await tick();
    bad.finish(true);
    await expect(failing).rejects.toThrow('bad');
    await tick();
    good.finish();
    expect(await next).toBe('good');
    await tick();
    expect(turns.busy).toBe(0);
  });
});
