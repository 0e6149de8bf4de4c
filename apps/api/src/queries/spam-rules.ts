// The spam layers that need no third party, each giving a reason when it fires: the honeypot, too
// many links, a message that is only a link, a sender or words the owner blocked (env), and, from
// what is already stored, the same message from many addresses or many messages from one. Any
// reason files the query as spam; the reasons are stored with it and shown in the inbox. Nothing
// is refused: a doubtful query lands in the spam folder, never nowhere.
import { hash } from 'node:crypto';
import type { ApiEnv } from '../env.ts';

export type SpamLayer =
  | 'honeypot'
  | 'links'
  | 'only-a-link'
  | 'blocked-sender'
  | 'blocked-word'
  | 'same-message'
  | 'many-messages'
  | 'proof-of-work'
  | 'fill-time';

export interface SpamReason {
  layer: SpamLayer;
  detail: string;
}

export interface SpamRules {
  /** More links than this in a message is a link farm. */
  maxLinks: number;
  /** Whole addresses (`a@b.c`) or domains (`b.c`, matching subdomains too), lower case. */
  blockedSenders: readonly string[];
  /** Words (matched case-insensitively) and patterns the owner listed. */
  blockedWords: readonly (string | RegExp)[];
  /** This many messages from one address within an hour is a flood (SPAM_MAX_PER_ADDRESS). */
  maxPerAddressPerHour: number;
  /** A form filled in faster than this (as the site's script measured it) is a bot; 0: no floor. */
  minFillTimeMs: number;
}

export const defaultSpamRules: SpamRules = {
  maxLinks: 3,
  blockedSenders: [],
  blockedWords: [],
  maxPerAddressPerHour: 10,
  minFillTimeMs: 0,
};

/** The rules as the owner set them (SPAM_* settings). */
export function spamRulesOf(env: ApiEnv): SpamRules {
  return {
    maxLinks: env.SPAM_MAX_LINKS,
    blockedSenders: env.SPAM_BLOCKED_SENDERS ?? [],
    blockedWords: env.SPAM_BLOCKED_WORDS ?? [],
    maxPerAddressPerHour: env.SPAM_MAX_PER_ADDRESS,
    minFillTimeMs: env.SPAM_MIN_FILL_TIME ?? 0,
  };
}

/** The same message from this many different addresses within a day is a campaign. */
export const sameMessageAddresses = 5;

const link = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;

function senderBlocked(email: string, blocked: readonly string[]): string | undefined {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return blocked.find(
    (entry) =>
      entry === address ||
      (!entry.includes('@') && (domain === entry || domain.endsWith(`.${entry}`))) ||
      (entry.startsWith('@') && domain === entry.slice(1)),
  );
}

function wordBlocked(text: string, blocked: readonly (string | RegExp)[]): string | undefined {
  const lower = text.toLowerCase();
  for (const entry of blocked)
    if (typeof entry === 'string' ? lower.includes(entry.toLowerCase()) : entry.test(text))
      return String(entry);
  return undefined;
}

/** What the query itself gives away, before anything is looked up. */
export function contentReasons(
  query: {
    name: string;
    email: string;
    message: string;
    honeypot: boolean;
    /** How long the form took to fill in, when the site's script measured it. */
    fillTimeMs?: number;
  },
  rules: SpamRules,
): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (query.honeypot) reasons.push({ layer: 'honeypot', detail: 'honeypot filled' });
  if (query.fillTimeMs !== undefined && query.fillTimeMs < rules.minFillTimeMs)
    reasons.push({
      layer: 'fill-time',
      detail: `filled in within ${String(Math.max(0, Math.round(query.fillTimeMs)))} ms (SPAM_MIN_FILL_TIME is ${String(rules.minFillTimeMs)} ms)`,
    });
  const links = query.message.match(link) ?? [];
  if (links.length > rules.maxLinks)
    reasons.push({
      layer: 'links',
      detail: `${String(links.length)} links (more than ${String(rules.maxLinks)})`,
    });
  const [only] = links;
  if (links.length === 1 && only !== undefined && query.message.trim() === only)
    reasons.push({ layer: 'only-a-link', detail: 'the message is only a link' });
  const sender = senderBlocked(query.email, rules.blockedSenders);
  if (sender !== undefined)
    reasons.push({
      layer: 'blocked-sender',
      detail: `${sender} is blocked (SPAM_BLOCKED_SENDERS)`,
    });
  const word = wordBlocked(`${query.name}\n${query.message}`, rules.blockedWords);
  if (word !== undefined)
    reasons.push({ layer: 'blocked-word', detail: `“${word}” is blocked (SPAM_BLOCKED_WORDS)` });
  return reasons;
}

/** The message alone, whoever sent it: finds one text sent from many addresses. */
export function messageFingerprint(message: string): string {
  return hash('sha256', message.replace(/\s+/g, ' ').trim().toLowerCase(), 'hex');
}

/** Stored as JSON text; read back leniently (older rows have none). */
export function parseReasons(stored: string | null): SpamReason[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SpamReason =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as SpamReason).detail === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
