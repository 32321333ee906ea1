import type { Core, UID } from '@strapi/strapi';

export type Ids = Record<string, string>;

/** What every seed module gets: Strapi, the instant the seed runs, and a fixed random source. */
export interface SeedContext {
  strapi: Core.Strapi;
  now: Date;
  /** Same sequence on every run, so generated marks and statistics are stable. */
  random: () => number;
  /** Creates a document through the Document Service and returns its documentId. */
  create: (uid: UID.ContentType, data: Record<string, unknown>) => Promise<string>;
  /** How many documents create() has made. */
  createdCount: () => number;
  /** Backdates createdAt/updatedAt, which admin lists sort by and which Strapi sets to now. */
  setCreatedAt: (uid: UID.ContentType, documentId: string, date: Date) => Promise<void>;
}

// mulberry32: tiny, well-distributed and deterministic for a given seed.
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const createSeedContext = (strapi: Core.Strapi, now: Date): SeedContext => {
  let created = 0;
  return {
    strapi,
    now,
    random: seededRandom(20240601),
    async create(uid, data) {
      const document = await strapi.documents(uid).create({ data } as never);
      created += 1;
      return document.documentId;
    },
    createdCount: () => created,
    async setCreatedAt(uid, documentId, date) {
      await strapi.db.query(uid).update({ where: { documentId }, data: { createdAt: date, updatedAt: date } });
    },
  };
};

/** Looks a seeded record up by its natural name; a typo fails the seed instead of dropping a link. */
export const idOf = (ids: Ids, name: string): string => {
  const id = ids[name];
  if (!id) {
    throw new Error(`Seed refers to unknown record "${name}"`);
  }
  return id;
};

export const idsOf = (ids: Ids, names: readonly string[]): string[] => names.map((name) => idOf(ids, name));

/** Picks an item of a non-empty list with the seeded random source. */
export const pickOne = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) {
    throw new Error('pickOne needs a non-empty list');
  }
  return item;
};
