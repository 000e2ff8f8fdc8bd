// The browser's own <input type="email"> rule (WHATWG), plus a mandatory dot so 'user@localhost' is rejected.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// 254 is the longest address SMTP can carry (RFC 5321 path limit).
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(v: string): boolean {
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(v);
}
