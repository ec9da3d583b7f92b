import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Flex, Spin } from 'antd';
import { ScreenBoundary } from './ScreenBoundary';

export function ScreenSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240, height: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}

/** Where a lazily loaded screen appears: a spinner while it loads, an error if it cannot. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenSpinner />}>
        <Outlet />
      </Suspense>
    </ScreenBoundary>
  );
}
