// SAMPLE CONTENT: the 16 skills of the Expertise page, in the order they are shown.
import type { Skill } from '@portfolio/content-model/skills-schema';

export const skills: Skill[] = [
  { name: 'Next.js', icon: 'si/SiNextdotjs', gradient: ['#e5e7eb', '#9ca3af'] },
  { name: 'React.js', icon: 'si/SiReact', gradient: ['#61dafb', '#2563eb'] },
  { name: 'Node.js', icon: 'si/SiNodedotjs', gradient: ['#86efac', '#16a34a'] },
  { name: 'Express.js', icon: 'si/SiExpress', gradient: ['#f1f5f9', '#64748b'] },
  { name: 'MongoDB', icon: 'si/SiMongodb', gradient: ['#4ade80', '#15803d'] },
  { name: 'Tailwind CSS', icon: 'si/SiTailwindcss', gradient: ['#67e8f9', '#0ea5e9'] },
  { name: 'Material-UI', icon: 'si/SiMui', gradient: ['#60a5fa', '#1d4ed8'] },
  { name: 'UI/UX Design', icon: 'si/SiFigma', gradient: ['#f472b6', '#a855f7'] },
  { name: 'REST API', icon: 'tb/TbApi', gradient: ['#fcd34d', '#f97316'] },
  { name: 'Docker', icon: 'si/SiDocker', gradient: ['#38bdf8', '#2563eb'] },
  { name: 'Postman', icon: 'si/SiPostman', gradient: ['#fdba74', '#ea580c'] },
  { name: 'Git & GitHub', icon: 'si/SiGithub', gradient: ['#fb923c', '#f1f5f9'] },
  { name: 'JavaScript', icon: 'si/SiJavascript', gradient: ['#fde047', '#eab308'] },
  { name: 'HTML', icon: 'si/SiHtml5', gradient: ['#fb923c', '#dc2626'] },
  { name: 'CSS', icon: 'si/SiCss', gradient: ['#60a5fa', '#7c3aed'] },
  { name: 'C++', icon: 'si/SiCplusplus', gradient: ['#93c5fd', '#1e40af'] },
];
