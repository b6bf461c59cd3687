import { expect, it } from 'vitest';
import { StatementNames } from './statement-names.ts';

const few = () => new StatementNames({ maxNamed: 2, namedAfter: 3, maxWatched: 3 });

it('names a text on its third sighting and keeps that name', () => {
  const names = few();
  expect([names.nameOf('a'), names.nameOf('a')]).toEqual([undefined, undefined]);
  const name = names.nameOf('a');
  expect(name).toMatch(/^console_\d+$/);
  expect(names.nameOf('a')).toBe(name);
});

it('gives at most maxNamed names, each once, and never again to another text', () => {
  const names = few();
  const nameOf = (text: string) => [1, 2, 3].map(() => names.nameOf(text)).at(-1);
  const [a, b] = [nameOf('a'), nameOf('b')];
  expect(new Set([a, b]).size).toBe(2);
  expect(nameOf('c')).toBeUndefined();
  names.refuse('a');
  expect(names.nameOf('a')).toBeUndefined();
  // The refused text freed its place: the next name is a new one, not a's.
  const c = nameOf('c');
  expect(c).toBeDefined();
  expect([a, b]).not.toContain(c);
});

it('forgets its counts when more texts than maxWatched are being counted', () => {
  const names = few();
  names.nameOf('a');
  names.nameOf('a');
  for (const text of ['b', 'c', 'd']) names.nameOf(text);
  // a's two sightings were dropped with the counts: two more make it only its second.
  expect([names.nameOf('a'), names.nameOf('a')]).toEqual([undefined, undefined]);
  expect(names.nameOf('a')).toBeDefined();
});
