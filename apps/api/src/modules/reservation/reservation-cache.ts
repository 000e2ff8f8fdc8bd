import type { TPricingRental } from '@estadia/shared';
import type { TChangeFeed } from '../../db/change-feed.ts';

/** What a quote reads of a rental: its prices and fee, and its company's holidays and products. */
export interface TPricingContext {
  companyId: number;
  rental: TPricingRental;
  holidays: ReadonlySet<string>;
  /** Product id → price in cents, every product of the rental's company. */
  products: ReadonlyMap<number, number>;
}

export interface THeldRange {
  /** '[start, end)' in days from the `since` of its THeldStays. */
  start: number;
  end: number;
  /** null for an imported calendar block. */
  orderId: number | null;
  companyId: number;
}

/** Every holder of a night of a rental from `since` (a São Paulo day) on; earlier nights are past, never open. */
export interface THeldStays {
  since: string;
  ranges: THeldRange[];
}

interface TEntry {
  pricing?: TPricingContext;
  stays?: THeldStays;
  /** Availability answers made from `stays`, by range and day. */
  answers?: Map<string, Buffer>;
}

export interface TReservationCacheOptions {
  /** Rentals kept at most (least recently used leave first); 0 turns the cache off. */
  maxRentals: number;
  /** Bytes of availability answers kept at most. */
  maxAnswerBytes: number;
}

const ANSWERS_PER_RENTAL = 4;

/**
 * The public reservation calls of a booking page, answered from memory: a rental's pricing and held nights are read
 * once and dropped when the change feed reports a committed change to them, from this process or any other. The
 * database stays the only judge of a booking (the exclusion constraint); this only spares it the reads.
 * While the feed is not live (its connection lost) every call reads the database.
 */
export function createReservationCache(feed: TChangeFeed | null, options: TReservationCacheOptions) {
  const entries = new Map<number, TEntry>();
  // Bumped by every change: a read that started before one may be stale, so it is used but not kept.
  let version = 0;
  let answerBytes = 0;

  const enabled = () => feed?.live === true && options.maxRentals > 0;

  const answersBytes = (entry: TEntry) => {
    let bytes = 0;
    for (const body of entry.answers?.values() ?? []) bytes += body.length;
    return bytes;
  };

  const drop = (rentalId: number) => {
    const entry = entries.get(rentalId);
    if (!entry) return;
    answerBytes -= answersBytes(entry);
    entries.delete(rentalId);
  };

  feed?.subscribe((payload) => {
    version++;
    if (payload === null) {
      entries.clear();
      answerBytes = 0;
      return;
    }
    const id = Number(payload.slice(2));
    if (payload.startsWith('r:')) drop(id);
    else if (payload.startsWith('c:')) {
      for (const [rentalId, entry] of entries) if (entry.pricing?.companyId === id) drop(rentalId);
    }
  });

  /** The entry, now the most recently used. */
  const touch = (rentalId: number) => {
    const entry = entries.get(rentalId);
    if (entry) {
      entries.delete(rentalId);
      entries.set(rentalId, entry);
    }
    return entry;
  };

  const forgetAnswer = (answers: Map<string, Buffer>, key: string) => {
    answerBytes -= answers.get(key)?.length ?? 0;
    answers.delete(key);
  };

  const evict = () => {
    for (const rentalId of entries.keys()) {
      if (entries.size <= options.maxRentals && answerBytes <= options.maxAnswerBytes) return;
      drop(rentalId);
    }
  };

  async function cached<K extends 'pricing' | 'stays'>(
    rentalId: number,
    key: K,
    load: () => Promise<TEntry[K] | null>,
  ): Promise<TEntry[K] | null> {
    if (!enabled()) return load();
    const hit = touch(rentalId)?.[key];
    if (hit) return hit;
    const before = version;
    const value = await load();
    if (value && version === before && enabled()) {
      const entry = touch(rentalId) ?? {};
      entry[key] = value;
      entries.set(rentalId, entry);
      evict();
    }
    return value;
  }

  return {
    /** The rental's pricing (null: no such rental), from memory or loaded. */
    pricing: (rentalId: number, load: () => Promise<TPricingContext | null>) =>
      cached(rentalId, 'pricing', load) as Promise<TPricingContext | null>,

    /** The rental's held nights (null: no such rental), from memory or loaded. */
    stays: (rentalId: number, load: () => Promise<THeldStays | null>) =>
      cached(rentalId, 'stays', load) as Promise<THeldStays | null>,

    answer(rentalId: number, key: string): Buffer | undefined {
      return enabled() ? touch(rentalId)?.answers?.get(key) : undefined;
    },

    /** Keeps an answer made from `stays`, only while those are still the rental's cached stays. */
    keepAnswer(rentalId: number, stays: THeldStays, key: string, body: Buffer) {
      const entry = entries.get(rentalId);
      if (!enabled() || entry?.stays !== stays) return;
      entry.answers ??= new Map();
      forgetAnswer(entry.answers, key);
      const oldest = entry.answers.keys().next().value;
      if (oldest !== undefined && entry.answers.size >= ANSWERS_PER_RENTAL) forgetAnswer(entry.answers, oldest);
      entry.answers.set(key, body);
      answerBytes += body.length;
      evict();
    },
  };
}

export type TReservationCache = ReturnType<typeof createReservationCache>;
