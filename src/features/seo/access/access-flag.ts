// "Unlocked for this visit": a flag in this tab's sessionStorage, never the key itself. The
// flag only opens the audit screen, which reads nothing but the public home page, so it needs
// no server check of its own; the key is verified by seo-access once, then leaves the URL.

const FLAG = 'seo-access';
const GRANTED = 'granted';

export function hasSeoAccess(): boolean {
  try {
    return window.sessionStorage.getItem(FLAG) === GRANTED;
  } catch {
    return false; // storage disabled: the key has to be given again
  }
}

export function rememberSeoAccess(): void {
  try {
    window.sessionStorage.setItem(FLAG, GRANTED);
  } catch {
    // storage disabled: access lasts until the page is reloaded
  }
}
