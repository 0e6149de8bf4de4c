import { z } from 'zod';
import { text } from './shared-schema.ts';

/** The site's pages; navigation may retitle them but not invent routes that have no page. */
export const routePaths = ['/', '/about', '/skills', '/projects', '/contact'] as const;

export const navigationItemSchema = z.object({
  id: z.enum(routePaths),
  title: text,
});

export const navigationSchema = z
  .array(navigationItemSchema)
  .min(1)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    error: 'each route may appear once',
  });

export type NavigationItem = z.input<typeof navigationItemSchema>;
