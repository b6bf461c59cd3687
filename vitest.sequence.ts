import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A sequencer that starts the given files first, in the order given, then the rest in vitest's
 * own order. On a fresh clone vitest has no durations cached and starts the largest files first,
 * so a short file with a long test (a crash test, a smoke run of every screen) started last and
 * ran alone on one worker while the other sat idle: 90 s of the PostgreSQL run in CI.
 */
export function startingWith(...firstFiles: RegExp[]) {
  return class StartingWith extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification) => {
        const at = firstFiles.findIndex((pattern) => pattern.test(file.moduleId));
        return at < 0 ? firstFiles.length : at;
      };
      // Array.prototype.sort is stable: within a rank, vitest's order stays.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
