import { z } from 'zod';
import { blogNavigationPath } from './blog-paths.ts';
import { text } from './shared-schema.ts';

/** The site's built-in pages; navigation may retitle them but not invent routes that have no page. */
export const routePaths = ['/', '/about', '/skills', '/projects', '/contact'] as const;

/** A page of the owner's own (content/pages/<slug>.md) is listed by its path, /<slug>. */
const ownPagePath = z
  .string()
  .regex(
    /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    `must be one of ${routePaths.join(', ')}, ${blogNavigationPath}, or the path of a page in content/pages/ (such as /uses)`,
  );

export const navigationItemSchema = z.object({
  id: z.union([z.enum(routePaths), z.literal(blogNavigationPath), ownPagePath], {
    error: `must be one of ${routePaths.join(', ')}, ${blogNavigationPath}, or the path of a page in content/pages/ (such as /uses)`,
  }),
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
