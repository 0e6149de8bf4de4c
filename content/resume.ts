// SAMPLE CONTENT: what the résumé page (/resume) and its JSON Resume file (/resume.json) add to
// identity, about, skills and projects. Every list is optional; leave one out and its section goes.
// Put your own PDF in content/assets/ and name it in `pdf` to offer it for download.
import type { Resume } from '@portfolio/content-model/resume-schema';

export const resume: Resume = {
  education: [
    {
      institution: 'Savitribai Phule Pune University (sample)',
      area: 'Computer Engineering',
      studyType: 'Bachelor of Engineering',
      startDate: '2020-07',
      endDate: '2024-05',
    },
  ],
  certificates: [
    { name: 'Meta Front-End Developer (sample)', issuer: 'Coursera', date: '2024-02' },
    {
      name: 'MongoDB Node.js Developer Path (sample)',
      issuer: 'MongoDB University',
      date: '2023-11',
    },
  ],
  languages: [
    { language: 'English', fluency: 'Professional' },
    { language: 'Hindi', fluency: 'Native' },
    { language: 'Marathi', fluency: 'Native' },
  ],
};
