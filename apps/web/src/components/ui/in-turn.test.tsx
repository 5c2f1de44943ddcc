import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawAtOnce, InTurn, useCountInTurns } from './in-turn.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Parts({ count, now = 0 }: { count: number; now?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <InTurn key={index} now={index < now} placeholder={<p>waiting {index}</p>}>
      <p>part {index}</p>
    </InTurn>
  ));
}

const shown = () => screen.queryAllByText(/^part /).map((element) => element.textContent);

describe('parts of a page drawn one per task (issue 11)', () => {
  it('draws the first screen at once and the rest one part per task, in order', async () => {
    render(<Parts count={4} now={1} />);
    expect(shown()).toEqual(['part 0']);
    expect(screen.getByText('waiting 3')).toBeTruthy();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(shown()).toEqual(['part 0', 'part 1']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(shown()).toEqual(['part 0', 'part 1', 'part 2']);
    await act(() => vi.runAllTimersAsync());
    expect(shown()).toEqual(['part 0', 'part 1', 'part 2', 'part 3']);
    expect(screen.queryByText(/^waiting/)).toBeNull();
  });

  it('draws every part at once inside DrawAtOnce (the server paint, and the app over it)', () => {
    render(
      <DrawAtOnce when>
        <Parts count={3} />
      </DrawAtOnce>,
    );
    expect(shown()).toEqual(['part 0', 'part 1', 'part 2']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves the queue when a part is gone before its turn', async () => {
    const { rerender } = render(<Parts count={3} />);
    rerender(<Parts count={1} />);
    await act(() => vi.runAllTimersAsync());
    expect(shown()).toEqual(['part 0']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a list a few items per task, each list taking its turn after the others', async () => {
    function List({ name, total }: { name: string; total: number }) {
      const count = useCountInTurns(total, 2, 2);
      return <p>{`${name}: ${count}`}</p>;
    }
    render(
      <>
        <List name="a" total={5} />
        <List name="b" total={3} />
      </>,
    );
    const counts = () => screen.getAllByText(/: /).map((element) => element.textContent);
    expect(counts()).toEqual(['a: 2', 'b: 2']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(counts()).toEqual(['a: 4', 'b: 2']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(counts()).toEqual(['a: 4', 'b: 3']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(counts()).toEqual(['a: 5', 'b: 3']);
    await act(() => vi.runAllTimersAsync());
    expect(counts()).toEqual(['a: 5', 'b: 3']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
