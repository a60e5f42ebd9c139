// One result per check, and the helpers a check uses to give its verdict.

type CheckStatus = 'pass' | 'fail' | 'skip';

export interface Verdict {
  status: CheckStatus;
  detail: string;
  /**
   * A write that should have been refused went through: the project is open to anyone with
   * the public key, and the report repeats it at the end.
   */
  writeAccepted?: boolean;
}

export interface CheckResult extends Verdict {
  section: string;
  name: string;
}

export const pass = (detail: string): Verdict => ({ status: 'pass', detail });
export const fail = (detail: string): Verdict => ({ status: 'fail', detail });
export const skip = (detail: string): Verdict => ({ status: 'skip', detail });
/** FAIL for a write that went through; `detail` says whether it was undone. */
export const writeAccepted = (detail: string): Verdict => ({ status: 'fail', detail, writeAccepted: true });

export type Check = () => Promise<Verdict>;

/**
 * Runs checks one after the other (gentle on the project, and the lines come out in order),
 * turning an exception into a failed check.
 */
export class CheckRun {
  readonly results: CheckResult[] = [];
  readonly #onResult: (result: CheckResult) => void;

  constructor(onResult: (result: CheckResult) => void = () => {}) {
    this.#onResult = onResult;
  }

  async check(section: string, name: string, check: Check): Promise<CheckResult> {
    let verdict: Verdict;
    try {
      verdict = await check();
    } catch (error) {
      verdict = fail(`error: ${error instanceof Error ? error.message : String(error)}`);
    }
    const result = { section, name, ...verdict };
    this.results.push(result);
    this.#onResult(result);
    return result;
  }
}
