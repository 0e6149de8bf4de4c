import type { CSSProperties } from 'react';
import { profileRel, profiles } from '@portfolio/content-model/profiles';
import { ContentIcon } from '../../components/content-icon.tsx';
import { copy } from '@portfolio/content/copy';
import { soundHook } from '../../behaviours/hooks.ts';

export function HomeSocialLinks() {
  return (
    <ul className="flex flex-wrap items-center gap-3" aria-label={copy.home.profilesLabel}>
      {profiles.map((link) => {
        return (
          <li key={link.network}>
            <a
              href={link.url}
              {...(link.newTab ? { target: '_blank', rel: profileRel } : {})}
              {...soundHook('action')}
              aria-label={link.newTab ? `${link.label} ${copy.opensInNewTab}` : link.label}
              className="grid size-11 place-items-center rounded-full border border-line bg-ink-850 text-muted transition-[color,border-color,transform] hover:-translate-y-0.5 hover-brand"
              style={
                {
                  '--hover-dark': link.hoverColor,
                  '--hover-light': link.hoverColorLight,
                } as CSSProperties
              }
            >
              <ContentIcon name={link.icon} className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
