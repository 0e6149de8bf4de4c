import { ToastContainer } from 'react-toastify/unstyled';
import { copy } from '@portfolio/content/copy';

/** One region for every notification: top-right, click or drag (80 %) to dismiss, never paused by hover. */
export function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={1000}
      closeOnClick
      draggable
      draggablePercent={80}
      pauseOnHover={false}
      pauseOnFocusLoss={false}
      newestOnTop
      // react-toastify's "dark" colours are the site's tokens (app.css), which follow the theme.
      theme="dark"
      aria-label={copy.notifications}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}
