// node-ical ships no types for its zone helpers; only the one function ical-wall-clock.ts relies on is declared.
declare module 'node-ical/lib/tz-utils.js' {
  const tzUtils: {
    resolveTZID(value: string): { original?: string; iana?: string; offset?: string; offsetMinutes?: number };
  };
  export default tzUtils;
}
