const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes that take "id or slug" tell the two apart with this. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
