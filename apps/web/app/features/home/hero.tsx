import { untranslated } from '@portfolio/content-model/translation';
import { HiArrowRight, HiOutlineMapPin } from 'react-icons/hi2';
import { Link } from 'react-router';
import { identity } from '@portfolio/content/identity';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { HomeSocialLinks } from './home-social-links.tsx';
import { profilePicture, profilePictureSizes } from './profile-picture.ts';
import { fill, splitAround } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { soundHook } from '../../behaviours/hooks.ts';
import { Words } from '../../components/words.tsx';

// Entrance motion is pure CSS, so it starts as soon as the page is painted.
const enter = (step: number) => ({ animationDelay: `${step * 80}ms` });

const greeting = splitAround(copy.home.greeting, 'firstName');

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-[36rem] w-[72rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-glow),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-28 sm:px-6 md:grid-cols-[1.15fr_0.85fr] md:pb-24 md:pt-36">
        <div>
          {/* The owner's own words either way; only the badge's colour says which. */}
          <p
            className={`inline-flex animate-enter items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${
              identity.availability.available
                ? 'border-success/30 bg-success/10 text-positive'
                : 'border-line bg-ink-800 text-muted'
            }`}
            style={enter(0)}
            {...untranslated(identity.availability, 'label')}
          >
            <span
              aria-hidden="true"
              className={`relative size-2 rounded-full ${
                identity.availability.available ? 'bg-success' : 'bg-muted'
              }`}
            >
              {/* The pulse is a ring of its own that grows and fades: a transform and an opacity
                  the compositor animates, where a growing shadow was painted again every frame. */}
              {identity.availability.available ? (
                <span className="absolute inset-0 animate-pulse-dot rounded-full bg-success" />
              ) : null}
            </span>
            {identity.availability.label}
          </p>

          <h1
            className="mt-6 animate-rise font-display text-5xl font-bold sm:text-6xl lg:text-7xl"
            style={enter(1)}
          >
            {greeting.before}
            {greeting.found ? <span className="text-gradient">{identity.firstName}</span> : null}
            {greeting.after}
          </h1>
          <p
            className="mt-4 animate-enter font-display text-xl font-medium text-fg sm:text-2xl"
            style={enter(2)}
            {...untranslated(identity, 'role')}
          >
            {identity.role}
          </p>
          <p
            className="mt-5 max-w-xl animate-enter text-lg text-muted"
            style={enter(3)}
            {...untranslated(identity, 'intro')}
          >
            {identity.intro}
          </p>
          <p className="mt-5 flex animate-enter items-center gap-2 text-muted" style={enter(4)}>
            <HiOutlineMapPin aria-hidden="true" className="size-5 text-accent-to" />
            <Words of={copy.home} name="basedIn">
              {fill(copy.home.basedIn)}
            </Words>
          </p>

          <div className="mt-8 flex animate-enter flex-wrap items-center gap-3" style={enter(5)}>
            <Link
              to="/projects"
              {...soundHook('action')}
              className="bg-gradient-accent inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-ink-950 shadow-lg shadow-violet-500/20 transition-transform hover:-translate-y-0.5"
            >
              <Words of={copy.home} name="primaryAction" />
              <HiArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
            <Link
              to="/contact"
              {...soundHook('action')}
              className="inline-flex items-center rounded-full border border-line bg-ink-850 px-6 py-3 font-semibold text-fg transition-colors hover:border-accent-from/60"
            >
              <Words of={copy.home} name="secondaryAction" />
            </Link>
          </div>
          <p className="mt-5 animate-enter text-sm" style={enter(5)}>
            <Link
              to="/resume"
              className="text-muted underline decoration-line underline-offset-4 hover:text-fg hover:decoration-accent-to"
            >
              <Words of={copy.resume} name="link" />
            </Link>
          </p>

          <div className="mt-8 animate-enter" style={enter(6)}>
            <HomeSocialLinks />
          </div>
        </div>

        <div className="mx-auto w-full max-w-[18rem] animate-rise sm:max-w-sm" style={enter(2)}>
          <div className="bg-gradient-accent rounded-[2rem] p-[2px] shadow-2xl shadow-violet-600/25">
            <ResponsivePicture
              picture={profilePicture}
              alt={identity.photo.alt}
              sizes={profilePictureSizes}
              load="first"
              className="aspect-square h-auto w-full rounded-[calc(2rem-2px)] bg-ink-850 object-cover"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
