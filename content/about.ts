// SAMPLE CONTENT: the story, roles and figures of the made-up persona "Aarav Mehta".
import type { About } from '@portfolio/content-model/about-schema';

export const about: About = {
  story: {
    paragraphs: [
      'I am a full-stack developer from Pune with 1.5+ years of professional experience shipping web and mobile products for agencies, startups and growing businesses.',
      'I started by building websites for campus clubs, and stayed for the moment a real person uses something I made. Today I lead development of client platforms end to end: interfaces in React and Next.js, APIs in Node.js and Express, data in MongoDB, and the deployment that keeps it all running.',
      'Clients hire me when they want one person who understands the whole product, writes code the next developer can read, and tells them early when something will not work.',
    ],
    highlights: [
      {
        key: 'specialization',
        title: 'Specialization',
        description:
          'Full-stack JavaScript: Next.js and React on the front, Node.js, Express and MongoDB behind.',
        icon: 'hi2/HiOutlineCodeBracket',
      },
      {
        key: 'focus-areas',
        title: 'Focus areas',
        description:
          'Fast, accessible interfaces, clean REST APIs and dashboards that teams use every day.',
        icon: 'hi2/HiOutlineLightBulb',
      },
      {
        key: 'approach',
        title: 'Approach',
        description:
          'Small steps shipped often, plain communication, and software that is easy to hand over.',
        icon: 'hi2/HiOutlineSparkles',
      },
    ],
  },
  experiences: [
    {
      key: 'lead-software-engineer',
      title: 'Lead Software Engineer',
      company: 'Brightwave Digital (sample)',
      type: 'Full-time',
      startDate: '2025-01',
      location: 'Pune, India · Hybrid',
      description:
        'Leads a four-person team building client platforms for PR, legal and hospitality businesses, from architecture to launch.',
      achievements: [
        'Shipped six client platforms on Next.js and Node.js, each live within its agreed deadline',
        'Cut average page load time by 45 % with image pipelines, caching and code splitting',
        'Introduced code review and CI, bringing production incidents down to near zero',
      ],
      icon: 'hi2/HiOutlineRocketLaunch',
      websiteUrl: 'https://brightwave.example.com',
    },
    {
      key: 'web-developer-intern',
      title: 'Web Developer Intern',
      company: 'Codecraft Studio (sample)',
      type: 'Internship',
      startDate: '2024-06',
      endDate: '2024-12',
      location: 'Pune, India · On-site',
      description:
        'Built responsive marketing sites and internal tools with React, Tailwind CSS and Express.',
      achievements: [
        'Delivered eight responsive landing pages from Figma designs',
        'Built a lead-tracking dashboard used daily by the sales team',
      ],
      icon: 'hi2/HiOutlineBriefcase',
    },
    {
      key: 'technology-coordinator',
      title: 'Technology Coordinator',
      company: 'Entrepreneurship Cell, Savitribai Phule University (sample)',
      type: 'Leadership',
      startDate: '2023-08',
      location: 'Pune, India',
      description:
        'Runs the technology behind the university’s entrepreneurship cell: its website, event registrations and the student team that maintains them.',
      achievements: [
        'Built the registration platform that has managed 500+ student registrations',
        'Mentors a team of six student developers',
      ],
      icon: 'hi2/HiOutlineAcademicCap',
      websiteUrl: 'https://ecell.example.com',
    },
  ],
  stats: [
    {
      value: '6+',
      key: 'live-projects',
      title: 'Live projects',
      description: 'Platforms in production for real clients',
      icon: 'hi2/HiOutlineRocketLaunch',
    },
    {
      value: '15+',
      key: 'happy-clients',
      title: 'Happy clients',
      description: 'Agencies, startups and local businesses',
      icon: 'hi2/HiOutlineFaceSmile',
    },
    {
      value: '1000+',
      key: 'code-commits',
      title: 'Code commits',
      description: 'Small, reviewed steps over the last year',
      icon: 'hi2/HiOutlineCommandLine',
    },
    {
      value: '20+',
      key: 'technologies',
      title: 'Technologies',
      description: 'Tools used in production, front to back',
      icon: 'hi2/HiOutlineSquares2X2',
    },
  ],
  services: [
    {
      key: 'frontend-development',
      title: 'Frontend Development',
      description:
        'Responsive, accessible interfaces in React and Next.js that load fast on any phone.',
      icon: 'fa6/FaDisplay',
    },
    {
      key: 'backend-development',
      title: 'Backend Development',
      description:
        'Secure REST APIs in Node.js and Express, with validation, auth and clear errors.',
      icon: 'fa6/FaServer',
    },
    {
      key: 'database-design',
      title: 'Database Design',
      description: 'MongoDB and SQL schemas that match how your product reads and writes data.',
      icon: 'fa6/FaDatabase',
    },
    {
      key: 'mobile-development',
      title: 'Mobile Development',
      description: 'Cross-platform mobile apps and installable web apps that feel native.',
      icon: 'fa6/FaMobileScreen',
    },
    {
      key: 'cloud-services',
      title: 'Cloud Services',
      description: 'Deployment, monitoring and backups on AWS and modern hosting platforms.',
      icon: 'fa6/FaAws',
    },
    {
      key: 'full-stack-solutions',
      title: 'Full Stack Solutions',
      description: 'One developer from idea to launch: design, build, deploy and hand over.',
      icon: 'fa6/FaLayerGroup',
    },
  ],
};
