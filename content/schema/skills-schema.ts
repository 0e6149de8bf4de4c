import { z } from 'zod';
import { icon, text } from './shared-schema.ts';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #61dafb');

export const skillSchema = z.object({
  name: text,
  icon,
  /** Two colours for the card's icon badge and underline, left to right. */
  gradient: z.tuple([hex, hex]),
});

export const skillsSchema = z.array(skillSchema).length(16, 'the grid shows exactly 16 skills');

export type Skill = z.input<typeof skillSchema>;
