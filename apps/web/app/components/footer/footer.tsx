import { HiCheck, HiOutlineEnvelope, HiOutlineSquare2Stack } from 'react-icons/hi2';
import type { CSSProperties } from 'react';
import { socialLinksInOrder } from '../../lib/social-links-in-order.ts';
import { Link } from 'react-router';
import { identity } from '@portfolio/content/identity';

import { notify } from '../../lib/notify.ts';
import { useCurrentYear } from './current-year.ts';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';

const links = socialLinksInOrder(['LinkedIn', 'GitHub', 'Instagram']);

export function Footer() {
  const { copied, copy } = useCopyToClipboard();
  const year = useCurrentYear();

  const onCopy = async (): Promise<void> => {
    const ok = await copy(identity.email);
    if (!ok) notify.error(`Couldn't copy automatically. The address is ${identity.email}`);
  };

  return (
    <footer className="relative mt-24 border-t border-line bg-ink-900">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-xl">
            <h2 className="font-display text-3xl font-semibold sm:text-4xl">Ready to Connect?</h2>
            <p className="mt-4 text-muted">{identity.footerIntro}</p>
          </div>
          <Link
            to="/contact"
            className="bg-gradient-accent inline-flex items-center rounded-full px-6 py-3 font-semibold text-ink-950 shadow-lg shadow-violet-500/20 transition-transform hover:-translate-y-0.5"
          >
            Let&apos;s Work Together
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
                Email Me
              </h3>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a
                href={`mailto:${identity.email}`}
                className="min-w-0 break-all text-fg underline decoration-line underline-offset-4 hover:decoration-accent-to"
              >
                {identity.email}
              </a>
              <span className="relative inline-flex">
                <button
                  type="button"
                  onClick={() => void onCopy()}
                  aria-label={copied ? 'E-mail address copied' : 'Copy e-mail address'}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-line text-muted transition-colors hover:text-fg"
                >
                  {copied ? (
                    <HiCheck aria-hidden="true" className="size-5 text-success" />
                  ) : (
                    <HiOutlineSquare2Stack aria-hidden="true" className="size-5" />
                  )}
                </button>
                <span role="status" className="absolute -top-9 left-1/2 -translate-x-1/2">
                  {copied ? (
                    <span className="whitespace-nowrap rounded-md bg-success px-2 py-1 text-xs font-semibold text-ink-950">
                      Copied!
                    </span>
                  ) : null}
                </span>
              </span>
            </div>
          </section>

          <section
            className="rounded-2xl border border-line bg-ink-850 p-6"
            aria-labelledby="footer-connect"
          >
            <h3 id="footer-connect" className="font-display text-lg font-semibold">
              Connect With Me
            </h3>
            <ul className="mt-4 flex flex-wrap gap-3">
              {links.map((link) => {
                const Icon = link.icon;
                return (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm text-muted transition-colors hover:border-[var(--hover)] hover:text-fg"
                      style={{ '--hover': link.hoverColor } as CSSProperties}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {link.name}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-line pt-6 text-sm text-muted sm:flex-row sm:justify-between">
          <p>All Right Reserved © {year}</p>
          <p>
            Crafted with care by <span className="text-fg">{identity.fullName}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
