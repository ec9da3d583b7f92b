import { Outlet } from 'react-router';

/** Full-window screens (opened in a new window or full screen) without the app's header. */
export function ScreenFrame() {
  return (
    <div style={{ minHeight: '100vh', background: 'var(--lf-page-bg)' }}>
      <Outlet />
    </div>
  );
}
