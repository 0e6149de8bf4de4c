// The contact form: the browser's own form until it nears the view, then its checks, draft and toasts.
import { defineIsland } from '../../islands/define-island.ts';
import { ContactForm } from './contact-form.tsx';

export default defineIsland(ContactForm, 'visible');
