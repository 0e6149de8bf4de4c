import { z } from 'zod';
import { text } from './shared-schema.ts';
import { icon } from './icon-schema.ts';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #61dafb');

export const skillSchema = z.object({
  name: text,
  icon,
  /** Two colours for the card's icon badge and underline, left to right. */
  gradient: z.tuple([hex, hex]),
});

export const skillsSchema = z
  .array(skillSchema)
  .min(1, 'list at least one skill')
  .max(60, 'list at most 60 skills');

export type Skill = z.input<typeof skillSchema>;
