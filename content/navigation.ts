import type { NavigationItem } from '@portfolio/content-model/navigation-schema';

export const navigation = [
  { id: '/', title: 'Home' },
  { id: '/about', title: 'About' },
  { id: '/skills', title: 'Expertise' },
  { id: '/projects', title: 'Projects' },
  { id: '/blog', title: 'Blog' },
  { id: '/contact', title: 'Contact' },
] as const satisfies readonly NavigationItem[];
