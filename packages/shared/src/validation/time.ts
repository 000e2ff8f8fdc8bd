const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/;

// strict: '00:00' usually means an untouched time picker, so some fields refuse it.
export function isValidTime(v: string, { strict = false }: { strict?: boolean } = {}): boolean {
  return TIME_FORMAT.test(v) && !(strict && v === '00:00');
}
