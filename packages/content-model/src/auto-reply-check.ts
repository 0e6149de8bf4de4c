// content/auto-reply.md, checked with the content: the API reads it only once AUTO_REPLY=on, so a
// mistake would otherwise surface on the day the owner turns it on. The file is optional.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAutoReply } from '@portfolio/contract/auto-reply-template';
import { contentDirectory } from './content-directory.ts';

export const autoReplyFile = path.join(contentDirectory, 'auto-reply.md');

export function autoReplyProblems(file: string): string[] {
  if (!existsSync(file)) return [];
  const check = parseAutoReply(readFileSync(file, 'utf8'));
  // Named as the owner knows it: content/auto-reply.md, content/locales/hi/auto-reply.md.
  const inContent = path.relative(contentDirectory, file);
  const name = inContent.startsWith('..') ? 'content/auto-reply.md' : `content/${inContent}`;
  return check.ok ? [] : check.problems.map((problem) => `${name}: ${problem}`);
}
