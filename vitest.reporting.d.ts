/**
 * Reporters for a suite: the default one, plus a JSON report per suite when VITEST_JSON_DIR is set
 * (CI sums those into one closing line).
 */
export declare function reporting(suite: string):
  | {
      reporters?: undefined;
      outputFile?: undefined;
    }
  | {
      reporters: string[];
      outputFile: {
        json: string;
      };
    };
