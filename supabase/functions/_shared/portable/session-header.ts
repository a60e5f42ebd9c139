// The request header that carries the admin session token: the site sets it on every admin
// call, the functions read it and allow it in their CORS answer.
export const SESSION_HEADER = 'x-session-token';
