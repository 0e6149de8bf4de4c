// A project card's screenshots: a strip to swipe until the card nears the view, then a carousel.
import { defineIsland } from '../../islands/define-island.ts';
import { ProjectCarousel } from './project-carousel.tsx';

export default defineIsland(ProjectCarousel, 'visible');
