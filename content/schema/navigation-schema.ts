import { z } from 'zod';
import { text } from './shared-schema.ts';

/** The site's pages; navigation may retitle them but not invent routes that have no page. */
export const routePaths = ['/', '/about', '/skills', '/projects', '/contact'] as const;

export const navigationItemSchema = z.object({
  id: z.enum(routePaths),
  title: text,
});

/**
 * The pages every site has: Home (the logo leads there), Projects and Contact (Home's two buttons
 * and the footer's call to action lead there). About and Expertise may be left out.
 */
export const requiredPaths = ['/', '/projects', '/contact'] as const;

export const navigationSchema = z
  .array(navigationItemSchema)
  .min(1)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    error: 'each route may appear once',
  })
  .superRefine((items, context) => {
    const missing = requiredPaths.filter((path) => !items.some((item) => item.id === path));
    if (missing.length > 0)
      context.addIssue({
        code: 'custom',
        message: `must list ${missing.join(', ')}: Home's buttons, the logo and the footer lead there (only /about and /skills may be left out)`,
      });
  });

export type NavigationItem = z.input<typeof navigationItemSchema>;
