import { untranslated } from '@portfolio/content-model/translation';
import { HiCheck, HiOutlineEnvelope, HiOutlineSquare2Stack } from 'react-icons/hi2';
import type { CSSProperties } from 'react';
import { footerProfiles, profileRel } from '@portfolio/content-model/profiles';
import { Link } from 'react-router';
import { identity } from '@portfolio/content/identity';

import { copyButtonHook } from '../../behaviours/hooks.ts';
import { ContentIcon } from '../content-icon.tsx';
import { fill, splitAround } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { currentYearHook } from '../../behaviours/hooks.ts';
import { Words } from '../words.tsx';

const text = copy.footer;
const credit = splitAround(text.credit, 'fullName');

/** The footer's id: the root layout holds the first paint until the footer is parsed. */
export const footerId = 'site-footer';

export function Footer() {
  const copyright = splitAround(text.copyright, 'year');
  return (
    <footer id={footerId} className="relative mt-24 border-t border-line bg-ink-900 print:hidden">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-xl">
            <h2 className="font-display text-3xl font-semibold sm:text-4xl">
              <Words of={text} name="heading">
                {fill(text.heading)}
              </Words>
            </h2>
            <p className="mt-4 text-muted" {...untranslated(identity, 'footerIntro')}>
              {identity.footerIntro}
            </p>
          </div>
          <Link
            to="/contact"
            className="bg-gradient-accent inline-flex items-center rounded-full px-6 py-3 font-semibold text-ink-950 shadow-lg shadow-violet-500/20 transition-transform hover:-translate-y-0.5"
          >
            <Words of={text} name="action" />
          </Link>
        </div>

        <div className="mt-12 grid gap-4 md:grid-cols-2">
          <section
            className="rounded-2xl border border-line bg-ink-850 p-6"
            aria-labelledby="footer-email"
          >
            <div className="flex items-center gap-3">
              <HiOutlineEnvelope aria-hidden="true" className="size-6 text-accent-from" />
              <h3 id="footer-email" className="font-display text-lg font-semibold">
                <Words of={text} name="emailHeading" />
              </h3>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a
                href={`mailto:${identity.email}`}
                className="min-w-0 break-all text-fg underline decoration-line underline-offset-4 hover:decoration-accent-to"
              >
                {identity.email}
              </a>
              {/* Without JavaScript nothing can copy: the address is a mailto: link and selectable
                  text, and the button is not shown. With it, behaviours/copy-buttons.ts copies and
                  marks this holder data-copied while the check mark and the badge show. */}
              <span className="group relative inline-flex noscript:hidden">
                <button
                  type="button"
                  {...copyButtonHook({
                    text: identity.email,
                    copiedLabel: text.emailCopied,
                    failed: fill(text.copyFailed, { email: identity.email }),
                  })}
                  aria-label={text.copyEmail}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-line text-muted transition-colors hover:text-fg"
                >
                  <HiOutlineSquare2Stack
                    aria-hidden="true"
                    className="size-5 group-data-copied:hidden"
                  />
                  <HiCheck
                    aria-hidden="true"
                    className="hidden size-5 text-success group-data-copied:block"
                  />
                </button>
                <span role="status" className="absolute -top-9 left-1/2 -translate-x-1/2">
                  <span className="hidden whitespace-nowrap rounded-md bg-success px-2 py-1 text-xs font-semibold text-ink-950 group-data-copied:inline">
                    <Words of={text} name="copied" />
                  </span>
                </span>
              </span>
            </div>
          </section>

          <section
            className="rounded-2xl border border-line bg-ink-850 p-6"
            aria-labelledby="footer-connect"
          >
            <h3 id="footer-connect" className="font-display text-lg font-semibold">
              <Words of={text} name="profilesHeading" />
            </h3>
            <ul className="mt-4 flex flex-wrap gap-3">
              {footerProfiles.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    {...(link.newTab ? { target: '_blank', rel: profileRel } : {})}
                    className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm text-muted transition-colors hover:border-[var(--hover)] hover:text-fg"
                    style={{ '--hover': link.hoverColor } as CSSProperties}
                  >
                    <ContentIcon name={link.icon} className="size-4" />
                    {link.nameLanguage.lang === undefined ? (
                      link.name
                    ) : (
                      <span {...link.nameLanguage}>{link.name}</span>
                    )}
                    {link.newTab ? (
                      <span className="sr-only">{` ${copy.opensInNewTab}`}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-line pt-6 text-sm text-muted sm:flex-row sm:justify-between">
          {/* The build's year, corrected by the visitor's clock (behaviours/current-year.ts). */}
          <p>
            {copyright.before}
            {copyright.found ? (
              <span {...currentYearHook()}>{new Date().getFullYear()}</span>
            ) : null}
            {copyright.after}
          </p>
          <p>
            <Link
              to="/resume"
              className="underline decoration-line underline-offset-4 hover:text-fg hover:decoration-accent-to"
            >
              <Words of={copy.resume} name="link" />
            </Link>
          </p>
          <p>
            {credit.before}
            {credit.found ? <span className="text-fg">{identity.fullName}</span> : null}
            {credit.after}
          </p>
        </div>
      </div>
    </footer>
  );
}
