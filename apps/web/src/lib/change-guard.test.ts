import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { changeSettled, changeStarted, readUnlessChanging } from './change-guard';

const KEY = ['plan', 1] as const;
const GROUP = 'plan:1';

/** A read whose answer the test gives when it likes (the server answering late). */
function deferredRead<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { read: vi.fn(() => promise), answer };
}

function clientShowing(value: string) {
  const client = new QueryClient();
  client.setQueryData(KEY, value);
  return client;
}

describe('readUnlessChanging', () => {
  it('takes the answer when no change overlapped the read', async () => {
    const client = clientShowing('old');
    await expect(readUnlessChanging(client, GROUP, KEY, async () => 'new')).resolves.toBe('new');
  });

  it('takes the answer on a first load even while a change is on its way', async () => {
    const client = new QueryClient();
    changeStarted(client, GROUP);
    await expect(readUnlessChanging(client, GROUP, KEY, async () => 'server')).resolves.toBe(
      'server',
    );
  });

  it('keeps what is shown when a change started during the read, and reads again after it', async () => {
    const client = clientShowing('before');
    const { read, answer } = deferredRead<string>();
    const reading = readUnlessChanging(client, GROUP, KEY, read);
    // The change is shown at once; the server answers the read from before it.
    changeStarted(client, GROUP);
    client.setQueryData(KEY, 'changed');
    answer('before');
    await expect(reading).resolves.toBe('changed');

    const reread = vi.fn();
    changeSettled(client, GROUP, reread);
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('keeps what is shown when a read starts while a change is on its way', async () => {
    const client = clientShowing('changed');
    changeStarted(client, GROUP);
    await expect(readUnlessChanging(client, GROUP, KEY, async () => 'before')).resolves.toBe(
      'changed',
    );
  });

  it('reads again at once when the overlapping change settled before the answer came', async () => {
    const client = clientShowing('changed');
    const first = deferredRead<string>();
    const read = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(first.read)
      .mockResolvedValueOnce('saved');
    const reading = readUnlessChanging(client, GROUP, KEY, read);
    changeStarted(client, GROUP);
    changeSettled(client, GROUP, () => undefined);
    first.answer('before');
    await expect(reading).resolves.toBe('saved');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('gives up reading again after three overlapped reads and keeps what is shown', async () => {
    const client = clientShowing('changed');
    // Every read is overlapped by a change that settles before its answer.
    const read = vi.fn(async () => {
      changeStarted(client, GROUP);
      changeSettled(client, GROUP, () => undefined);
      return 'before';
    });
    await expect(readUnlessChanging(client, GROUP, KEY, read)).resolves.toBe('changed');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps groups and clients apart', async () => {
    const client = clientShowing('shown');
    changeStarted(client, 'plan:2');
    changeStarted(new QueryClient(), GROUP);
    await expect(readUnlessChanging(client, GROUP, KEY, async () => 'server')).resolves.toBe(
      'server',
    );
  });
});

describe('changeSettled', () => {
  it('reads again only after the last change, and only when asked or held back', () => {
    const client = new QueryClient();
    const reread = vi.fn();
    changeStarted(client, GROUP);
    changeStarted(client, GROUP);
    // The first one was refused: its snapshot lacks the second, but that is still on its way.
    changeSettled(client, GROUP, reread, true);
    expect(reread).not.toHaveBeenCalled();
    changeSettled(client, GROUP, reread);
    expect(reread).toHaveBeenCalledTimes(1);

    changeStarted(client, GROUP);
    changeSettled(client, GROUP, reread);
    expect(reread).toHaveBeenCalledTimes(1);
  });
});
