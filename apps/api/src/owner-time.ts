// The owner's clock: days and times in the owner's time zone (TIME_ZONE), for the inbox, the CLI
// and the visit counts, whose days begin and end at the owner's midnight.

/** Whether `zone` is an IANA time zone this runtime knows (Europe/Lisbon, Asia/Kolkata, UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day `at` falls on in `zone`, as YYYY-MM-DD. */
export function dayIn(zone: string, at: Date): string {
  let format = dayFormats.get(zone);
  if (format === undefined) {
    // Canadian English writes dates as ISO 8601 does.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

const minuteMs = 60_000;

/** The first instant of the day after the one `at` falls on, in `zone` (to the minute). */
export function endOfDayIn(zone: string, at: Date): Date {
  const day = dayIn(zone, at);
  // Hour by hour to the first hour of the next day, then back minute by minute: time zones
  // change at whole minutes, and a day is 23 to 25 hours long.
  let after = at.getTime();
  while (dayIn(zone, new Date(after)) === day) after += 60 * minuteMs;
  let next = after;
  while (dayIn(zone, new Date(next - minuteMs)) !== day) next -= minuteMs;
  return new Date(Math.floor(next / minuteMs) * minuteMs);
}

/** The `count` days up to and including `at`'s, oldest first, in `zone`. */
export function lastDaysIn(zone: string, at: Date, count: number): string[] {
  const days: string[] = [];
  // Noon, stepped by whole days, never lands twice on one day whatever the zone's changes.
  const today = dayIn(zone, at);
  const noon = Date.parse(`${today}T12:00:00Z`);
  for (let back = count - 1; back >= 0; back -= 1)
    days.push(new Date(noon - back * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/**
 * `at` as the owner reads it: date and time to the minute in `zone`, with the zone's short name
 * unless `withZone` is false (a table that names the zone once).
 */
export function ownerTime(zone: string, at: Date | string, withZone = true): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const minute = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  return withZone ? `${minute} ${part('timeZoneName')}` : minute;
}
