// Phoenix socket frames as realtime-js speaks them: vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload] plus binary broadcast frames; vsn 1.0.0 sends JSON objects.

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A frame that could not be read, with whatever was recoverable to address an answer. */
export interface BadFrame {
  error: string;
  joinRef: string | null;
  ref: string | null;
  topic: string | null;
}

/** A broadcast pushed by a client in a binary frame (realtime-js "userBroadcastPush", kind 3). */
export interface BinaryBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** 0 = raw bytes, 1 = UTF-8 JSON */
  encoding: number;
  payload: Buffer;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
export const BINARY_ENCODING = 0;
export const JSON_ENCODING = 1;

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '2.0.0') return '2.0.0';
  if (value === '1.0.0') return '1.0.0';
  return null;
}

export function decodeTextFrame(text: string, vsn: Vsn): Frame | BadFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'Malformed JSON', joinRef: null, ref: null, topic: null };
  }
  let fields: unknown[];
  if (vsn === '2.0.0') {
    if (!Array.isArray(json))
      return { error: 'Expected an array frame', joinRef: null, ref: null, topic: null };
    fields = json;
  } else {
    if (!isObject(json)) return { error: 'Expected an object frame', joinRef: null, ref: null, topic: null };
    fields = [json.join_ref ?? null, json.ref ?? null, json.topic, json.event, json.payload];
  }
  const [joinRef, ref, topic, event, payload] = fields;
  const address = {
    joinRef: optionalRef(joinRef) ?? null,
    ref: optionalRef(ref) ?? null,
    topic: typeof topic === 'string' ? topic : null,
  };
  if (fields.length !== 5) return { error: 'Expected [join_ref, ref, topic, event, payload]', ...address };
  if (optionalRef(joinRef) === undefined || optionalRef(ref) === undefined) {
    return { error: 'join_ref and ref must be strings or null', ...address };
  }
  if (typeof topic !== 'string' || typeof event !== 'string') {
    return { error: 'topic and event must be strings', ...address };
  }
  return { joinRef: address.joinRef, ref: address.ref, topic, event, payload };
}

export function isBadFrame(frame: Frame | BadFrame): frame is BadFrame {
  return 'error' in frame;
}

export function encodeTextFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

/** Reads a kind-3 frame; null for any other kind or a frame whose lengths do not add up. */
export function decodeBinaryFrame(data: Buffer): BinaryBroadcastPush | null {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const lengths = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6] as number;
  let offset = 7;
  const parts: string[] = [];
  for (const length of lengths) {
    if (offset + length > data.length) return null;
    parts.push(data.subarray(offset, offset + length).toString('utf8'));
    offset += length;
  }
  const [joinRef = '', ref = '', topic = '', event = ''] = parts;
  if (encoding !== BINARY_ENCODING && encoding !== JSON_ENCODING) return null;
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event,
    encoding,
    payload: data.subarray(offset),
  };
}

/** A kind-4 frame, the form in which realtime-js receives a binary-originated broadcast. */
export function encodeBinaryBroadcast(
  topic: string,
  event: string,
  encoding: number,
  payload: Buffer,
): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) return null;
  const header = Buffer.from([KIND_USER_BROADCAST, topicBytes.length, eventBytes.length, 0, encoding]);
  return Buffer.concat([header, topicBytes, eventBytes, payload]);
}

function optionalRef(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
