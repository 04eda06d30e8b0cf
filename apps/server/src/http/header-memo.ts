/**
 * `parse` of a request header's value, kept per distinct value. Clients send a handful of values
 * (each browser its own Accept-Encoding and Accept-Language, the apps their User-Language), and
 * the hottest reads parse them on every request. Bounded: past `max` distinct values (made up by
 * a client) the kept ones are dropped and kept anew.
 */
export function memoizeHeader<T>(parse: (value: string) => T, max = 256): (value: string) => T {
  const parsed = new Map<string, T>();
  return (value) => {
    let result = parsed.get(value);
    if (result === undefined) {
      result = parse(value);
      if (parsed.size >= max) parsed.clear();
      parsed.set(value, result);
    }
    return result;
  };
}
