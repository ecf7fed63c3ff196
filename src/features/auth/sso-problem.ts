const SSO_PROBLEM_KEY = 'sso-problem';
/** A provider's description is shown bounded, and only ever as text. */
const MAX_PROBLEM_LENGTH = 500;

/** Why the last single sign-on failed, for the login page the browser is sent back to. */
export function storeSsoProblem(problem: string): void {
  sessionStorage.setItem(SSO_PROBLEM_KEY, problem.slice(0, MAX_PROBLEM_LENGTH));
}

export const readSsoProblem = (): string | null => sessionStorage.getItem(SSO_PROBLEM_KEY);

/** Once shown, the reason is forgotten: a later visit of the login page starts clean. */
export const clearSsoProblem = (): void => sessionStorage.removeItem(SSO_PROBLEM_KEY);
