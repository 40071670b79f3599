/**
 * The one source of randomness of the seeds. Everything the seeds generate comes from here, so the same seed value
 * always yields the same rows (ids included), on any machine and either database.
 */
import { Faker, pt_BR, en, base } from '@faker-js/faker';
import { mulberry32 } from '../../common/mulberry32.ts';

export interface SeedRandom {
  // Function-valued properties, not methods: they close over the state and are passed around unbound
  // (generateCnpj(random.next)).
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A random v4-shaped UUID. */
  uuid: () => string;
  /** Brazilian names, companies and places, driven by the same sequence. */
  faker: Faker;
}


export function seedRandom(seed: number): SeedRandom {
  const next = mulberry32(seed);
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(seed);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
    faker,
  };
}
