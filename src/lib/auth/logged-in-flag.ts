/** A hint only (the session cookie is httpOnly): tells a 401 after login apart from a first visit. */
const FLAG_KEY = 'userLoggedIn';

export const isLoggedInFlagSet = () => localStorage.getItem(FLAG_KEY) === 'true';
export const setLoggedInFlag = () => localStorage.setItem(FLAG_KEY, 'true');
export const clearLoggedInFlag = () => localStorage.removeItem(FLAG_KEY);
