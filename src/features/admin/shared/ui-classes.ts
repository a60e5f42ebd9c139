// Tailwind class sets the admin screens share, so buttons and fields look and focus alike.

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

const buttonBase = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const primaryButton = `${buttonBase} bg-blue-700 text-white hover:bg-blue-800`;
export const secondaryButton = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;
export const dangerButton = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;
export const smallButton = `inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const fieldLabel = 'block text-sm font-semibold text-slate-900';
const textFieldBase = `mt-1 block w-full rounded-lg border px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${focusRing}`;
export const textField = `${textFieldBase} border-slate-400 bg-white`;
/** A field with an error: the message beside it says what is wrong, the colour only adds to it. */
export const invalidTextField = `${textFieldBase} border-red-700 bg-red-50`;
export const fieldHint = 'mt-1 text-sm text-slate-600';

export const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
export { focusRing };
