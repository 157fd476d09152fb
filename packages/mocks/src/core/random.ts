import { Faker, base, en, zh_CN } from '@faker-js/faker';

/**
 * The seeded randomness of the store: one zh_CN faker per store. The shared `fakerZH_CN` singleton is
 * not used because seeding it would reset anybody else's sequence (and theirs ours); this instance has
 * the same locale chain (zh_CN, en, base).
 */
export class Random {
  readonly faker: Faker;

  constructor(seed: number) {
    this.faker = new Faker({ locale: [zh_CN, en, base] });
    this.faker.seed(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.faker.number.float();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }

  /** Picks by relative weights; the weights need not add up to 1. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** `length` random decimal digits (leading zeros allowed). */
  digits(length: number): string {
    return this.faker.string.numeric({ length, allowLeadingZeros: true });
  }
}
