import { ToastContainer } from 'react-toastify/unstyled';

/**
 * One region for every notification: top-right, click or drag (80 %) to dismiss, never paused by
 * hover. Its name comes from the page (root.tsx), so the island carries none of content/copy.ts.
 */
export function Toaster({ label }: { label: string }) {
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
      aria-label={label}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}
