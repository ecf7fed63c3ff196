/** The demo server's profilers: the kinds running, until stopped. */
let profiling: string[] = [];

export const runningProfiles = (): readonly string[] => profiling;

export function startProfiles(types: readonly string[]): void {
  profiling = [...types];
}

export function resetSupportModel(): void {
  profiling = [];
}
