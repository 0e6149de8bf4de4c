import { untranslated } from '@portfolio/content-model/translation';
import { HiBars3, HiMagnifyingGlass, HiXMark } from 'react-icons/hi2';
import { Link, NavLink } from 'react-router';
import { identity } from '@portfolio/content/identity';
import { navigation } from '@portfolio/content/navigation';
import { MuteToggle } from '../sound/mute-toggle.tsx';
import { ThemeSwitch } from '../theme/theme-switch.tsx';
import { LanguageLinks } from './language-links.tsx';
import { initials } from '../../lib/initials.ts';
import { visibleNavigation } from '../../lib/visible-navigation.ts';
import { languageOf } from '../../lib/page-language.ts';
import { navbarHook, searchLinkHook } from '../../behaviours/hooks.ts';
import { copy } from '@portfolio/content/copy';
import { soundHook } from '../../behaviours/hooks.ts';
import { Words } from '../words.tsx';

const ownerInitials = initials(identity.fullName);

function linkClass({ isActive }: { isActive: boolean }): string {
  return [
    'relative rounded-full px-4 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-ink-700 text-fg' : 'text-muted hover:text-fg',
  ].join(' ');
}

export function Navbar() {
  const omitted = languageOf(copy.language, __SITE_LANGUAGES__)?.omitted;
  const entries = visibleNavigation(navigation, __HAS_BLOG__, omitted).map((item) => (
    <li key={item.id}>
      <NavLink
        to={item.id}
        end={item.id === '/'}
        className={linkClass}
        {...soundHook('navigation')}
        {...untranslated(item, 'title')}
      >
        {item.title}
      </NavLink>
    </li>
  ));

  return (
    // Hidden while the visitor scrolls down (behaviours/navbar.ts), never while the phone menu is
    // open or a control in it has the focus.
    <header
      {...navbarHook()}
      className="fixed inset-x-0 top-0 z-40 border-b border-line bg-ink-950/85 backdrop-blur-md print:hidden transition-transform duration-300 ease-out [&[data-visible=false]:not(:focus-within):not(:has(details[open]))]:-translate-y-full"
    >
      <nav aria-label={copy.navigation.label}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-3 font-display text-lg font-semibold">
            <span
              aria-hidden="true"
              className="bg-gradient-accent grid size-9 place-items-center rounded-xl text-sm font-bold text-ink-950"
            >
              {ownerInitials}
            </span>
            <span>
              {identity.fullName}
              <span className="sr-only">{` ${copy.navigation.homeSuffix}`}</span>
            </span>
          </Link>

          <ul className="hidden items-center gap-1 lg:flex">{entries}</ul>

          <div className="flex items-center gap-2">
            <div className="hidden lg:block">
              <LanguageLinks />
            </div>
            <div className="hidden lg:block">
              <ThemeSwitch />
            </div>
            <NavLink
              to="/search"
              {...searchLinkHook()}
              {...soundHook('navigation')}
              className="inline-flex size-10 items-center justify-center rounded-full border border-line text-muted transition-colors hover:text-fg aria-[current=page]:bg-ink-700 aria-[current=page]:text-fg"
            >
              <HiMagnifyingGlass aria-hidden="true" className="size-5" />
              <span className="sr-only">
                <Words of={copy.search} name="navigationLink" />
              </span>
            </NavLink>
            <MuteToggle />
            {/* A disclosure the browser opens by itself, with or without JavaScript; the summary
                is announced as a button with its expanded state. Every navigation opens a new
                page, with the menu closed; Escape closes it too (behaviours/navbar.ts). */}
            <details className="group lg:hidden">
              <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-full border border-line text-fg [&::-webkit-details-marker]:hidden">
                <HiBars3 aria-hidden="true" className="size-5 group-open:hidden" />
                <HiXMark aria-hidden="true" className="hidden size-5 group-open:block" />
                <span className="sr-only">
                  <Words of={copy.navigation} name="menu" />
                </span>
              </summary>
              {/* Never taller than the screen below the bar (400 % zoom leaves a phone-sized
                  window 256 px high): the menu scrolls within itself, and not the page behind,
                  and brings a control the keyboard reaches wholly into view. */}
              <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] scroll-py-2 overflow-y-auto overscroll-contain border-y border-line bg-ink-950">
                <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">{entries}</ul>
                <div className="mx-auto max-w-6xl">
                  <LanguageLinks inMenu />
                  <ThemeSwitch inMenu />
                </div>
              </div>
            </details>
          </div>
        </div>
      </nav>
    </header>
  );
}
