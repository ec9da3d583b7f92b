import { describe, expect, it } from 'vitest';
import { widget } from '../testing/fixtures';
import { pipeFlow } from './flow';

function pipe(addon: Record<string, unknown>) {
  return widget(
    'ProcessPipe',
    'pipe',
    { x: 0, y: 0 },
    {
      dataAddon: addon,
    },
  );
}

const bound = pipe;
const values = (value: number | null) => ({ value });

describe('pipeFlow', () => {
  it('never flows without a flow setting', () => {
    expect(pipeFlow(bound({}), values(1))).toBeNull();
  });

  it('always flows when set to, in its direction and speed', () => {
    expect(pipeFlow(pipe({ flow: 'always', direction: 'reverse', speed: 80 }), undefined)).toEqual({
      direction: 'reverse',
      speed: 80,
    });
  });

  it('flows while the bound signal meets the condition', () => {
    const running = bound({ flow: 'condition', flowSymbol: '=', flowValue: '1' });
    expect(pipeFlow(running, values(1))).toEqual({ direction: 'forward', speed: 40 });
    expect(pipeFlow(running, values(0))).toBeNull();
    expect(pipeFlow(running, values(null))).toBeNull();
    expect(pipeFlow(running, undefined)).toBeNull();
    const above = bound({ flow: 'condition', flowSymbol: '>', flowValue: '0.5' });
    expect(pipeFlow(above, values(2))).not.toBeNull();
  });
});
