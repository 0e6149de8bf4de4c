import type { CSSProperties } from 'react';
import { socialLinksInOrder } from '../../lib/social-links-in-order.ts';

import { useSound } from '../../components/sound/sound-context.tsx';

const links = socialLinksInOrder(['GitHub', 'LinkedIn', 'Instagram']);

export function HomeSocialLinks() {
  const { play } = useSound();
  return (
    <ul className="flex items-center gap-3" aria-label="Profiles">
      {links.map((link) => {
        const Icon = link.icon;
        return (
          <li key={link.name}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => play('action')}
              aria-label={`${link.label} (opens in a new tab)`}
              className="grid size-11 place-items-center rounded-full border border-line bg-ink-850 text-muted transition-[color,border-color,transform] hover:-translate-y-0.5 hover:border-[var(--hover)] hover:text-[var(--hover)]"
              style={{ '--hover': link.hoverColor } as CSSProperties}
            >
              <Icon aria-hidden="true" className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
