// The address a count is attributed to. An IPv6 client holds a whole /64 (its device picks
// and changes the last 64 bits at will), so an IPv6 address counts as its /64: one network
// cannot pass for many visitors or escape the flood brake by changing addresses.

export function countingAddress(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address (zone dropped, lower case, no leading zeros), or null. */
function ipv6Groups(address: string): string[] | null {
  const [plain = ''] = address.toLowerCase().split('%');
  const halves = plain.split('::');
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half ? half.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
