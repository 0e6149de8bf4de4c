import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoReplyFile, autoReplyProblems } from './auto-reply-check.ts';

describe("the content check's look at content/auto-reply.md", () => {
  it('passes the file content/ ships, and a project without one', () => {
    expect(autoReplyProblems(autoReplyFile)).toEqual([]);
    expect(autoReplyProblems(path.join(tmpdir(), 'no-such-auto-reply.md'))).toEqual([]);
  });

  it('names what is wrong in the file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'auto-reply-')), 'auto-reply.md');
    writeFileSync(file, 'Subject: Re: {message}\n\nYou wrote: {message}\n');
    expect(autoReplyProblems(file)).toEqual([
      "content/auto-reply.md: {message} is not a placeholder: only {name} is filled in (the visitor's message never is)",
    ]);
  });
});
