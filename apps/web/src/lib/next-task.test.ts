import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask (issue 11)', () => {
  it('resolves after the microtasks of the running task, in a task of its own', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('now');
    await next;
    expect(order).toEqual(['now', 'microtask', 'next task']);
  });
});
