import { Flex, Spin } from 'antd';

/** Shown while the first screen of a visit waits for its session check and code. */
export function ScreenSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240, height: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}
