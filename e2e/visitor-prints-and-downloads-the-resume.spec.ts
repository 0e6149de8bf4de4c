// The résumé printed (Chromium's PDF, as the print dialog's "Save as PDF" makes it) as a one- or
// two-page document with the owner's name, role and contact on page 1, and offered as JSON Resume.
//
// Runs on: desktop, persona desktop
// Because: Chromium's PDF of the résumé is the same from any window; the persona's résumé has no
// optional section and a PDF of its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { about } from '@portfolio/content/about';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { at } from './support/addresses.ts';
import { drawableRuns } from './support/drawable-text.ts';
import { expect, test } from './support/test.ts';

const require = createRequire(import.meta.url);
const text = copy.resume;

for (const format of ['A4', 'Letter'] as const)
  test(`the résumé prints on ${format} as one or two clean pages, name, role and contact on page 1`, async ({
    page,
  }) => {
    await page.goto(at('/resume'));
    await page.emulateMedia({ media: 'print' });
    // Printed black on white: no dark page, no navbar or footer.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();

    const folder = mkdtempSync(path.join(tmpdir(), 'resume-pdf-'));
    try {
      const pdf = path.join(folder, 'resume.pdf');
      writeFileSync(pdf, await page.pdf({ format, printBackground: true }));
      const pages = Number(
        /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1],
      );
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      const pageOne = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
      for (const wanted of [identity.fullName, identity.role, identity.email])
        for (const run of drawableRuns(wanted))
          expect(pageOne, `page 1 of the ${format} printout`).toContain(run);
      const all = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const role of about.experiences)
        for (const run of drawableRuns(role.title)) expect(all).toContain(run);
      // The navbar's and footer's words are not printed.
      expect(all).not.toContain(copy.footer.heading);
      expect(all).not.toContain(copy.navigation.menu);
      // No section heading is left alone at the foot of a page.
      for (const pageNumber of Array.from({ length: pages }, (_, i) => i + 1)) {
        const lines = execFileSync(
          'pdftotext',
          ['-f', String(pageNumber), '-l', String(pageNumber), '-layout', pdf, '-'],
          { encoding: 'utf8' },
        )
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '');
        const headings = [
          text.summary,
          text.experience,
          text.skills,
          text.projects,
          text.education,
          text.certificates,
          text.languages,
        ];
        expect(headings, `the last line of page ${pageNumber}`).not.toContain(lines.at(-1));
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

test('/resume.json is the résumé in the JSON Resume schema', async ({ request }) => {
  const response = await request.get(at('/resume.json'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as {
    basics: { name: string; email: string };
    work: unknown[];
  };
  const schema = JSON.parse(
    readFileSync(require.resolve('@jsonresume/schema/schema.json'), 'utf8'),
  ) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  // ajv-formats is CommonJS: its module.exports is the plugin.
  (require('ajv-formats') as (instance: Ajv) => Ajv)(ajv);
  const validate = ajv.compile(schema);
  expect(validate(body) ? [] : validate.errors).toEqual([]);
  expect(body.basics).toMatchObject({ name: identity.fullName, email: identity.email });
  expect(body.work).toHaveLength(about.experiences.length);
});
