import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { educationParentRoom, userRoom, type TRoomAnswer } from '@cp/contracts';
import { startRealtime } from './realtime';

/** A stand-in for socket.io-client's socket: records what the client does, lets a test answer. */
class FakeSocket {
  connected = false;
  active = true;
  connects = 0;
  readonly joins: { room: string; ack: (answer: TRoomAnswer) => void }[] = [];
  private readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  emit(event: string, room: string, ack: (answer: TRoomAnswer) => void) {
    if (event === 'join') this.joins.push({ room, ack });
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }
  /** The server accepted the (re)connection. */
  up() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }
}

let fake: FakeSocket;
vi.mock('socket.io-client', () => ({ io: () => fake }));

const USER = 7;

async function started() {
  const onSessionEnded = vi.fn();
  const onJoined = vi.fn();
  const handle = startRealtime({ userId: USER, handlers: {}, onSessionEnded, onJoined });
  await vi.advanceTimersByTimeAsync(500); // after the first paint, socket.io-client is loaded
  fake.up();
  return { handle, onSessionEnded, onJoined };
}

beforeEach(() => {
  vi.useFakeTimers();
  fake = new FakeSocket();
});
afterEach(() => vi.useRealTimers());

describe('startRealtime', () => {
  it('after the server closed the socket, tries once more; an ended session stops it for good', async () => {
    const { handle, onSessionEnded } = await started();
    fake.connected = false;
    fake.active = false;
    fake.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.connects).toBe(1);

    fake.fire('connect_error', new Error('unauthenticated'));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.connects).toBe(1); // no loop
    handle.stop();
  });

  it('comes back and joins again when the session is still alive (access changed)', async () => {
    const { handle, onSessionEnded } = await started();
    fake.joins.length = 0;
    fake.connected = false;
    fake.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.connects).toBe(1);
    fake.up();
    expect(fake.joins.map((j) => j.room)).toEqual([userRoom(USER)]);
    expect(onSessionEnded).not.toHaveBeenCalled();
    handle.stop();
  });

  it('asks again later, with growing pauses, when a join is refused as rate_limited', async () => {
    const { handle } = await started();
    const first = fake.joins.shift()!;
    first.ack({ ok: false, error: 'rate_limited' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.joins).toHaveLength(0); // not at once
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.joins.map((j) => j.room)).toEqual([userRoom(USER)]);
    fake.joins.shift()!.ack({ ok: false, error: 'rate_limited' });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fake.joins).toHaveLength(0); // the pause doubled
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.joins).toHaveLength(1);
    fake.joins.shift()!.ack({ ok: true });
    handle.stop();
  });

  it('says when a wanted room is joined, also again after a reconnect, so missed changes are reloaded', async () => {
    const { handle, onJoined } = await started();
    handle.setEducationParent(3);
    const [user, parent] = fake.joins.splice(0);
    expect(parent!.room).toBe(educationParentRoom(3));
    parent!.ack({ ok: false, error: 'rate_limited' });
    expect(onJoined).not.toHaveBeenCalled(); // refused: nothing joined yet
    user!.ack({ ok: true });
    expect(onJoined).toHaveBeenCalledWith(userRoom(USER));
    await vi.advanceTimersByTimeAsync(6_000);
    fake.joins.shift()!.ack({ ok: true });
    expect(onJoined).toHaveBeenLastCalledWith(educationParentRoom(3));

    // After a drop both are joined again, and each join is reported again.
    onJoined.mockClear();
    fake.connected = false;
    fake.fire('disconnect', 'transport close');
    fake.up();
    for (const join of fake.joins.splice(0)) join.ack({ ok: true });
    expect(onJoined.mock.calls).toEqual([[userRoom(USER)], [educationParentRoom(3)]]);

    // An answer for a room no longer wanted is not reported.
    onJoined.mockClear();
    handle.setEducationParent(4);
    handle.setEducationParent(null);
    fake.joins.shift()!.ack({ ok: true });
    expect(onJoined).not.toHaveBeenCalled();
    handle.stop();
  });

  it('keeps retrying a handshake refused for another reason, with back-off', async () => {
    const { handle, onSessionEnded } = await started();
    fake.connected = false;
    fake.active = false;
    fake.fire('connect_error', new Error('rate_limited'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.connects).toBe(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    handle.stop();
  });
});
