import { ApiError } from '@shop/domain/api/api-error';
import { describe, expect, it } from 'vitest';
import { disabledLocalIds, keyedItems, mergeCartItems, withoutLocalIds } from './cart-merge';
import { type CartSyncDeps, syncCart } from './cart-sync';

type Item = { local_id: string; state?: number; from?: string };
const ENABLE = 100;
const DISABLE = -100;
const item = (local_id: string, from = 'local', state = ENABLE): Item => ({ local_id, state, from });

describe('mergeCartItems', () => {
  it('keeps every item once: the server copy in the local place, local-only kept, server-only appended', () => {
    const local = [item('a'), item('b'), item('c')];
    const server = [item('d', 'server'), item('b', 'server')];
    expect(mergeCartItems(local, server)).toEqual([
      item('a'),
      item('b', 'server'),
      item('c'),
      item('d', 'server'),
    ]);
  });

  it('never repeats a local_id, even when one side already held it twice', () => {
    const merged = mergeCartItems([item('a'), item('a')], [item('a', 'server'), item('a', 'server')]);
    expect(merged).toEqual([item('a', 'server')]);
  });

  it('is stable: merging the result with the same server cart changes nothing', () => {
    const server = [item('x', 'server'), item('a', 'server')];
    const once = mergeCartItems([item('a'), item('b')], server);
    expect(mergeCartItems(once, server)).toEqual(once);
  });

  it('finds the disabled items and removes them', () => {
    const items = [item('a'), item('b', 'server', DISABLE), item('c')];
    expect(disabledLocalIds(items)).toEqual(['b']);
    expect(withoutLocalIds(items, ['b']).map((i) => i.local_id)).toEqual(['a', 'c']);
  });

  it('leaves out stored entries without a local_id', () => {
    expect(keyedItems([item('a'), null, 3, { local_id: '' }, { cartable_id: 1 }])).toEqual([item('a')]);
  });
});

/** A browser cart and a server cart in memory, behaving like the real POST/GET/delete calls. */
function fakes(initialLocal: Item[], initialServer: Item[], overrides: Partial<CartSyncDeps> = {}) {
  let local: unknown[] = [...initialLocal];
  let server: Item[] = [...initialServer];
  const calls: string[] = [];
  const messages: string[] = [];
  const deps: CartSyncDeps = {
    readLocal: () => local,
    writeLocal: (items) => {
      local = items;
    },
    postCarts: async (items) => {
      calls.push('POST carts');
      for (const sent of items as Item[]) {
        if (!server.some((s) => s.local_id === sent.local_id)) server.push({ ...sent, from: 'server' });
      }
      return server;
    },
    getCarts: async () => {
      calls.push('GET carts');
      return server;
    },
    deleteRemote: async (ids) => {
      calls.push(`DELETE ${ids.join(',')}`);
      server = server.filter((s) => !ids.includes(s.local_id));
    },
    onSentToRemote: () => messages.push('sync remote'),
    onLocalChanged: () => messages.push('sync local'),
    onDeleted: (ids) => messages.push(`cart deleted ${ids.join(',')}`),
    ...overrides,
  };
  return { deps, calls, messages, local: () => local as Item[], server: () => server };
}

const ids = (items: Item[]) => items.map((i) => i.local_id);

describe('syncCart', () => {
  it('sends the local items, takes the server cart (200/201) and lands both sides on the same items', async () => {
    const f = fakes([item('a'), item('b')], [item('s1', 'server')]);
    const outcome = await syncCart(f.deps);
    expect(outcome).toEqual({ post: 'replaced', removed: [], count: 3 });
    expect(f.calls).toEqual(['POST carts', 'GET carts']);
    expect(ids(f.local())).toEqual(['a', 'b', 's1']);
    expect(f.local().every((i) => i.from === 'server')).toBe(true);
    expect(ids(f.server()).sort()).toEqual(['a', 'b', 's1']);
    expect(f.messages).toEqual(['sync remote', 'sync local']);
  });

  it('duplicates nothing on a second sync', async () => {
    const f = fakes([item('a')], [item('s1', 'server')]);
    await syncCart(f.deps);
    await syncCart(f.deps);
    expect(ids(f.local())).toEqual(['a', 's1']);
    expect(ids(f.server())).toEqual(['s1', 'a']);
  });

  it('ignores an answer without a list (205) and still merges with GET carts', async () => {
    const f = fakes([item('a')], [item('s1', 'server')], { postCarts: async () => null });
    expect((await syncCart(f.deps)).post).toBe('ignored');
    expect(ids(f.local())).toEqual(['a', 's1']);
  });

  it.each([401, 400])('drops a %i of POST carts silently and keeps the local items', async (status) => {
    const f = fakes([item('a')], [item('s1', 'server')], {
      postCarts: async () => {
        throw new ApiError(status, '안 됨');
      },
    });
    expect((await syncCart(f.deps)).post).toBe('dropped');
    expect(ids(f.local())).toEqual(['a', 's1']);
  });

  it('keeps the local cart as it is when the server cannot be reached at all', async () => {
    const broken = async () => {
      throw new ApiError(0, '네트워크');
    };
    const f = fakes([item('a'), item('b')], [], { postCarts: broken, getCarts: broken });
    expect(await syncCart(f.deps)).toEqual({ post: 'failed', removed: [], count: 2 });
    expect(f.local()).toEqual([item('a'), item('b')]);
    expect(f.messages).toEqual([]);
  });

  it('removes the items the server marks disabled from both copies, with the cart-deleted message', async () => {
    const f = fakes([item('a'), item('gone')], [item('gone', 'server', DISABLE), item('s1', 'server')]);
    const outcome = await syncCart(f.deps);
    expect(outcome.removed).toEqual(['gone']);
    expect(ids(f.local())).toEqual(['a', 's1']);
    expect(ids(f.server())).toEqual(['s1', 'a']);
    expect(f.calls).toContain('DELETE gone');
    expect(f.messages).toContain('cart deleted gone');
  });

  it('keeps an item added while POST carts was on its way', async () => {
    const f = fakes([item('a')], []);
    const post = f.deps.postCarts;
    f.deps.postCarts = async (items) => {
      const answer = await post(items);
      f.deps.writeLocal([...f.deps.readLocal(), item('late')]);
      return answer;
    };
    await syncCart(f.deps);
    expect(ids(f.local())).toEqual(['a', 'late']);
  });

  it('swallows a failed delete of the disabled items', async () => {
    const f = fakes([item('x', 'local', DISABLE)], [], {
      deleteRemote: async () => {
        throw new ApiError(500, '오류');
      },
    });
    expect((await syncCart(f.deps)).removed).toEqual(['x']);
    expect(f.local()).toEqual([]);
  });
});
