/** The requests the fake backend answered, as "METHOD name" (e.g. "GET media-list"), oldest first. */
export interface RequestLog {
  readonly entries: readonly string[];
  record(entry: string): void;
  count(entry: string): number;
}

export function createRequestLog(): RequestLog {
  const entries: string[] = [];
  return {
    entries,
    record: (entry) => void entries.push(entry),
    count: (entry) => entries.filter((recorded) => recorded === entry).length,
  };
}
