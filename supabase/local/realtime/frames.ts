// Phoenix socket frames as realtime-js speaks them with its default serializer (vsn 2.0.0): text
// frames holding the JSON array [join_ref, ref, topic, event, payload].

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** Why a frame could not be read; it is answered with an error reply on the `phoenix` topic. */
export interface BadFrame {
  error: string;
}

export function decodeTextFrame(text: string): Frame | BadFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'Malformed JSON' };
  }
  if (!Array.isArray(json) || json.length !== 5)
    return { error: 'Expected [join_ref, ref, topic, event, payload]' };
  const [joinRef, ref, topic, event, payload] = json as unknown[];
  if (!isRef(joinRef) || !isRef(ref)) return { error: 'join_ref and ref must be strings or null' };
  if (typeof topic !== 'string' || typeof event !== 'string')
    return { error: 'topic and event must be strings' };
  return {
    joinRef: joinRef === null ? null : String(joinRef),
    ref: ref === null ? null : String(ref),
    topic,
    event,
    payload,
  };
}

export function isBadFrame(frame: Frame | BadFrame): frame is BadFrame {
  return 'error' in frame;
}

export function encodeTextFrame(frame: Frame): string {
  return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
}

function isRef(value: unknown): value is string | number | null {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
