// SAMPLE CONTENT: the 16 skills of the Expertise page, in the order they are shown.
import {
  SiCplusplus,
  SiCss,
  SiDocker,
  SiExpress,
  SiFigma,
  SiGithub,
  SiHtml5,
  SiJavascript,
  SiMongodb,
  SiMui,
  SiNextdotjs,
  SiNodedotjs,
  SiPostman,
  SiReact,
  SiTailwindcss,
} from 'react-icons/si';
import { TbApi } from 'react-icons/tb';
import type { Skill } from './schema/skills-schema.ts';

export const skills: Skill[] = [
  { name: 'Next.js', icon: SiNextdotjs, gradient: ['#e5e7eb', '#9ca3af'] },
  { name: 'React.js', icon: SiReact, gradient: ['#61dafb', '#2563eb'] },
  { name: 'Node.js', icon: SiNodedotjs, gradient: ['#86efac', '#16a34a'] },
  { name: 'Express.js', icon: SiExpress, gradient: ['#f1f5f9', '#64748b'] },
  { name: 'MongoDB', icon: SiMongodb, gradient: ['#4ade80', '#15803d'] },
  { name: 'Tailwind CSS', icon: SiTailwindcss, gradient: ['#67e8f9', '#0ea5e9'] },
  { name: 'Material-UI', icon: SiMui, gradient: ['#60a5fa', '#1d4ed8'] },
  { name: 'UI/UX Design', icon: SiFigma, gradient: ['#f472b6', '#a855f7'] },
  { name: 'REST API', icon: TbApi, gradient: ['#fcd34d', '#f97316'] },
  { name: 'Docker', icon: SiDocker, gradient: ['#38bdf8', '#2563eb'] },
  { name: 'Postman', icon: SiPostman, gradient: ['#fdba74', '#ea580c'] },
  { name: 'Git & GitHub', icon: SiGithub, gradient: ['#fb923c', '#f1f5f9'] },
  { name: 'JavaScript', icon: SiJavascript, gradient: ['#fde047', '#eab308'] },
  { name: 'HTML', icon: SiHtml5, gradient: ['#fb923c', '#dc2626'] },
  { name: 'CSS', icon: SiCss, gradient: ['#60a5fa', '#7c3aed'] },
  { name: 'C++', icon: SiCplusplus, gradient: ['#93c5fd', '#1e40af'] },
];
