// Web-standard only (it runs inside the function processes, under Deno, and in Node's unit tests).

export interface DetachedBody {
  /** The request as the function gets it: its body is a stream of its own over the real one. */
  request: Request;
  /**
   * Called once the function has answered (`answer`, none when it threw): how the rest of the
   * request, the part the function left unread or gave up (cancel()), is read to its end and
   * dropped; null when there is none to read (read whole, no body) or when the function still
   * reads it (an answer streaming it back).
   */
  leftover(answer?: Response): Promise<void> | null;
}

/** Gives the function a body of its own, so that giving it up does not give up the request's. */
export function detachBody(request: Request): DetachedBody {
  const original = request.body;
  // a GET or HEAD may not carry a body of its own (and one sent anyway is not the function's)
  if (!original || request.method === 'GET' || request.method === 'HEAD') {
    return { request, leftover: () => null };
  }
  const reader = original.getReader();
  let ended = false;
  let givenUp = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) {
          ended = true;
          controller.close();
        } else {
          controller.enqueue(chunk.value);
        }
      },
      cancel() {
        givenUp = true;
      },
    },
    // nothing is read from the client before the function asks for it
    { highWaterMark: 0 },
  );
  const detached = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
  return {
    request: detached,
    leftover(answer) {
      if (ended) return null;
      const streamedBack = answer?.body != null && (answer.body === body || answer.body === detached.body);
      if (streamedBack || (body.locked && !givenUp)) return null;
      return (async () => {
        try {
          while (!(await reader.read()).done) {
            // dropped
          }
        } catch {
          // the client went away: nothing more will come
        }
      })();
    },
  };
}

/**
 * The function's answer, sent as it comes, whose end waits until `leftover` has been read: the
 * connection then ends cleanly. Its length is left out, or the answer would count as complete
 * (and the connection end) with request bytes still on the way.
 */
export function answerAfterLeftover(
  response: Response,
  leftover: Promise<void> | null,
): Response | Promise<Response> {
  if (!leftover || !(response instanceof Response)) return response;
  // a status without a body (204, 304) has nothing to hold back: the answer waits instead
  if (!response.body) return leftover.then(() => response);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = response.body.pipeThrough(new TransformStream({ flush: () => leftover }));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
