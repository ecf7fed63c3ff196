/**
 * Whether the mock server has a Prometheus: the demo has one (with believable series), the tests and the
 * contract suite have none unless a test says so, as the real test server has none.
 */
let prometheus = false;

export function setMockPrometheus(configured: boolean): void {
  prometheus = configured;
}

export const mockPrometheus = (): boolean => prometheus;
