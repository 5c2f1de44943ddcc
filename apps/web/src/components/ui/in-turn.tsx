import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a page drawn one per task after the first render: each waits its turn in one queue
 * (in the order they were drawn), and the next turn comes in a new task (`setTimeout`), so the
 * browser can paint and answer input in between. A long page's first render on a phone was one
 * task of 150–600 ms (the home's 70 cards); the rows below the first screen now come in tasks
 * of their own, a few tens of milliseconds each (issue 11).
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function takeTurn() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length) scheduleTurn();
}

function scheduleTurn() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(takeTurn, 0);
}

/** Runs `turn` when its turn comes; the returned function takes it out of the queue. */
function waitTurn(turn: () => void): () => void {
  waiting.push(turn);
  scheduleTurn();
  return () => {
    const at = waiting.indexOf(turn);
    if (at !== -1) waiting.splice(at, 1);
  };
}

const AtOnce = createContext(false);

/**
 * Everything inside drawn at once when `when`: the server's paint, where no later turn comes,
 * and the app's drawing over it (a press held on a painted element is made again on the app's).
 */
export function DrawAtOnce({ when, children }: { when: boolean; children: ReactNode }) {
  return <AtOnce.Provider value={when}>{children}</AtOnce.Provider>;
}

/** False until this component's turn has come (true at once when `now`, or inside DrawAtOnce). */
export function useInTurn(now = false): boolean {
  const atOnce = useContext(AtOnce);
  const [shown, setShown] = useState(now || atOnce);
  useEffect(() => (shown ? undefined : waitTurn(() => setShown(true))), [shown]);
  return shown;
}

/**
 * How many of `total` parts to draw: `first` at once, then `step` more in each of this
 * component's turns (each turn goes to the back of the queue, so the parts of one list come
 * after the first parts of the lists drawn with it).
 */
export function useCountInTurns(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(
    () => (count >= total ? undefined : waitTurn(() => setCount((drawn) => drawn + step))),
    [count, total, step],
  );
  return Math.min(count, total);
}

export interface InTurnProps {
  children: ReactNode;
  /** Drawn until the turn comes: of about the same size, so that nothing moves. */
  placeholder: ReactNode;
  /** Drawn at once (the parts of the first screen). */
  now?: boolean;
}

/** `children` drawn in their turn (useInTurn), `placeholder` until then. */
export function InTurn({ children, placeholder, now = false }: InTurnProps) {
  return useInTurn(now) ? children : placeholder;
}
