import { ToastContainer } from 'react-toastify/unstyled';

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
      theme="dark"
      aria-label="Notifications Alt+T"
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}
