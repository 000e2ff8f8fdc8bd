import { describe, expect, it } from 'vitest';
import type { TChangeFeed } from '../../db/change-feed.ts';
import { createReservationCache, type THeldStays, type TPricingContext } from './reservation-cache.ts';

/** A change feed driven by the test: `emit` is a committed change (or null: changes were lost). */
function fakeFeed() {
  const listeners = new Set<(payload: string | null) => void>();
  const feed = {
    live: true,
    subscribe(listener: (payload: string | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fence: async () => undefined,
    close: async () => undefined,
    emit(payload: string | null) {
      for (const listener of listeners) listener(payload);
    },
  };
  return feed satisfies TChangeFeed;
}

const pricing = (companyId: number, defaultPrice = 10_000): TPricingContext => ({
  companyId,
  rental: { useDefaultPrice: true, defaultPrice, tax: 0, pricesByDay: [] },
  holidays: new Set(),
  products: new Map(),
});
const stays = (since = '2031-01-01'): THeldStays => ({ since, ranges: [] });

/** A loader that counts its reads of the database. */
function loader<T>(make: () => T) {
  const load = async () => {
    load.reads++;
    return make();
  };
  load.reads = 0;
  return load;
}

const options = { maxRentals: 100, maxAnswerBytes: 1024 * 1024 };

describe('reservation cache', () => {
  it('reads a rental once and answers from memory until a change of that rental arrives', async () => {
    const feed = fakeFeed();
    const cache = createReservationCache(feed, options);
    const load = loader(() => pricing(1));
    await cache.pricing(7, load);
    await cache.pricing(7, load);
    expect(load.reads).toBe(1);
    feed.emit('r:8');
    await cache.pricing(7, load);
    expect(load.reads).toBe(1);
    feed.emit('r:7');
    await cache.pricing(7, load);
    expect(load.reads).toBe(2);
  });

  it('drops the pricing of every rental of a company whose holidays or products changed', async () => {
    const feed = fakeFeed();
    const cache = createReservationCache(feed, options);
    const ofCompany1 = loader(() => pricing(1));
    const ofCompany2 = loader(() => pricing(2));
    await cache.pricing(7, ofCompany1);
    await cache.pricing(8, ofCompany1);
    await cache.pricing(9, ofCompany2);
    feed.emit('c:1');
    await cache.pricing(7, ofCompany1);
    await cache.pricing(8, ofCompany1);
    await cache.pricing(9, ofCompany2);
    expect(ofCompany1.reads).toBe(4);
    expect(ofCompany2.reads).toBe(1);
  });

  it('uses but does not keep a read that a change overtook', async () => {
    const feed = fakeFeed();
    const cache = createReservationCache(feed, options);
    let release: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return pricing(1, 111);
    };
    const pending = cache.pricing(7, slow);
    // The rental changed after the read began: what it read may be the old price.
    feed.emit('r:7');
    release();
    expect((await pending)?.rental.defaultPrice).toBe(111);
    const fresh = loader(() => pricing(1, 222));
    expect((await cache.pricing(7, fresh))?.rental.defaultPrice).toBe(222);
    expect(fresh.reads).toBe(1);
  });

  it('forgets everything when changes may have been lost, and reads through while the feed is down', async () => {
    const feed = fakeFeed();
    const cache = createReservationCache(feed, options);
    const load = loader(() => pricing(1));
    await cache.pricing(7, load);
    feed.emit(null);
    await cache.pricing(7, load);
    expect(load.reads).toBe(2);
    feed.live = false;
    await cache.pricing(7, load);
    await cache.pricing(7, load);
    expect(load.reads).toBe(4);
  });

  it('keeps nothing without a feed or with no room', async () => {
    for (const cache of [
      createReservationCache(null, options),
      createReservationCache(fakeFeed(), { ...options, maxRentals: 0 }),
    ]) {
      const load = loader(() => pricing(1));
      await cache.pricing(7, load);
      await cache.pricing(7, load);
      expect(load.reads).toBe(2);
    }
  });

  it('does not remember that a rental does not exist', async () => {
    const cache = createReservationCache(fakeFeed(), options);
    const load = loader(() => null);
    expect(await cache.pricing(7, load)).toBeNull();
    expect(await cache.pricing(7, load)).toBeNull();
    expect(load.reads).toBe(2);
  });

  it('lets the least recently used rentals go beyond its size', async () => {
    const cache = createReservationCache(fakeFeed(), { ...options, maxRentals: 2 });
    const load = loader(() => pricing(1));
    await cache.pricing(1, load);
    await cache.pricing(2, load);
    await cache.pricing(1, load);
    await cache.pricing(3, load);
    expect(load.reads).toBe(3);
    await cache.pricing(1, load);
    expect(load.reads).toBe(3);
    await cache.pricing(2, load);
    expect(load.reads).toBe(4);
  });

  it('keeps availability answers only beside the stays they were made from, within its memory', async () => {
    const feed = fakeFeed();
    const cache = createReservationCache(feed, { ...options, maxAnswerBytes: 250 });
    const held = (await cache.stays(7, async () => stays())) as THeldStays;
    cache.keepAnswer(7, held, 'a', Buffer.alloc(100));
    expect(cache.answer(7, 'a')?.length).toBe(100);
    // Made from stays that are no longer the cached ones: not kept.
    cache.keepAnswer(7, stays(), 'b', Buffer.alloc(100));
    expect(cache.answer(7, 'b')).toBeUndefined();
    feed.emit('r:7');
    expect(cache.answer(7, 'a')).toBeUndefined();

    const other = (await cache.stays(8, async () => stays())) as THeldStays;
    const mine = (await cache.stays(7, async () => stays())) as THeldStays;
    cache.keepAnswer(8, other, 'a', Buffer.alloc(200));
    // Over 250 bytes: the least recently used rental (8) leaves with its answer.
    cache.keepAnswer(7, mine, 'a', Buffer.alloc(100));
    expect(cache.answer(8, 'a')).toBeUndefined();
    expect(cache.answer(7, 'a')?.length).toBe(100);
  });
});
