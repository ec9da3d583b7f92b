import { Flex, Result, type ResultProps } from 'antd';

/** A result alone in the window: for what shows outside the app's frame (no screen to sit in). */
export function WindowResult(props: ResultProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result {...props} />
    </Flex>
  );
}
