// The deployed edge functions and, for each, requests that must be refused without changing
// anything: each is refused before the function reads or writes any data.
import type { FunctionRequest } from './http.ts';

export interface EdgeFunction {
  name: string;
  /** The methods it answers, which its preflight must allow. */
  methods: readonly string[];
  /** A call an admin function answers with 401 when it comes without a session. */
  withoutSession?: { request: FunctionRequest; what: string };
  /** A malformed request and the status it gets (with the admin session when `needsSession`). */
  badInput?: { request: FunctionRequest; status: number; needsSession: boolean; what: string };
}

/** A multipart form without the file: refused with 400 before anything is stored. */
function formWithoutFile(): FormData {
  const form = new FormData();
  form.append('slotName', 'global.logo');
  return form;
}

/**
 * A function of the owner's documents (the business facts, the page's texts): GET without a
 * session, and an unknown action, refused before the document is read.
 */
function ownerDocumentFunction(name: string): EdgeFunction {
  return {
    name,
    methods: ['GET', 'POST'],
    withoutSession: { request: { method: 'GET' }, what: 'GET' },
    badInput: {
      request: { method: 'POST', json: { action: 'check-deploy' } },
      status: 400,
      needsSession: true,
      what: 'an unknown action',
    },
  };
}

export const EDGE_FUNCTIONS: readonly EdgeFunction[] = [
  {
    name: 'admin-auth',
    methods: ['POST'],
    // refused before any database access
    withoutSession: { request: { method: 'POST', json: { action: 'logout' } }, what: 'sign-out' },
    badInput: {
      request: { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
      status: 400,
      needsSession: false,
      what: 'a body that is not JSON',
    },
  },
  {
    name: 'seo-access',
    methods: ['POST'],
    // an empty body is refused before it counts as a guess for the brake
    badInput: { request: { method: 'POST', json: {} }, status: 400, needsSession: false, what: 'no key' },
  },
  {
    name: 'media-list',
    methods: ['GET'],
    withoutSession: { request: { method: 'GET' }, what: 'GET' },
  },
  {
    name: 'media-upload',
    methods: ['POST'],
    withoutSession: { request: { method: 'POST' }, what: 'POST' },
    badInput: {
      request: { method: 'POST', body: formWithoutFile() },
      status: 400,
      needsSession: true,
      what: 'a form without the file',
    },
  },
  {
    name: 'media-delete',
    methods: ['DELETE'],
    withoutSession: { request: { method: 'DELETE' }, what: 'DELETE' },
    badInput: { request: { method: 'DELETE' }, status: 400, needsSession: true, what: 'no slotName' },
  },
  {
    name: 'media-restore',
    methods: ['POST'],
    withoutSession: { request: { method: 'POST', json: {} }, what: 'POST' },
    badInput: { request: { method: 'POST', json: {} }, status: 400, needsSession: true, what: 'no slotName' },
  },
  {
    name: 'video-manager',
    methods: ['GET', 'POST'],
    withoutSession: { request: { method: 'GET' }, what: 'GET' },
    // no videoKey and no youtubeUrl: nothing to change
    badInput: { request: { method: 'POST', json: {} }, status: 400, needsSession: true, what: 'no videoKey' },
  },
  ownerDocumentFunction('business-facts'),
  // publishing a language is never tried
  ownerDocumentFunction('page-texts'),
  {
    // its POST asks the static host for a build: never sent by the check
    name: 'site-build',
    methods: ['GET', 'POST'],
    withoutSession: { request: { method: 'GET' }, what: 'GET' },
  },
  {
    name: 'contact-count',
    methods: ['POST'],
    // refused before anything is counted
    badInput: {
      request: { method: 'POST', json: { kind: 'tap', section: 'check-deploy', channel: 'call' } },
      status: 400,
      needsSession: false,
      what: 'an unknown section',
    },
  },
  {
    name: 'contact-stats',
    methods: ['GET'],
    withoutSession: { request: { method: 'GET' }, what: 'GET' },
  },
];

/** A method none of the functions accepts. */
export const UNSUPPORTED_METHOD = 'PUT';

/** The runner's old smoke test: a test fixture, never to be deployed. */
export const FORBIDDEN_FUNCTION = 'hello';
