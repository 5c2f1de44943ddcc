import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEarlyInput } from './use-early-input.ts';

/** A form with a text field, a select and a checkbox, its state shown beside it. */
function Form({
  onEarly,
  uf = '',
}: {
  onEarly?: (changed: Record<string, string>) => void;
  uf?: string;
}) {
  const [values, setValues] = useState({ name: '', uf });
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (early) => {
    onEarly?.(early);
    setValues((current) => ({ ...current, ...early }));
  });
  return (
    <form ref={form}>
      <input
        name="name"
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
      />
      <select
        name="uf"
        value={values.uf}
        onChange={(event) => setValues({ ...values, uf: event.currentTarget.value })}
      >
        <option value="">—</option>
        <option value="MG">Minas Gerais</option>
      </select>
      <input type="checkbox" name="remember" defaultChecked={false} />
      <output>{`${values.name}|${values.uf}`}</output>
    </form>
  );
}

describe('useEarlyInput', () => {
  let root: Root | undefined;
  // React's own hydrateRoot under act(), as Testing Library's render does for createRoot.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The server's HTML in the page, `before` run on it, then React takes it over. */
  function hydrate(before: (form: HTMLFormElement) => void, onEarly?: () => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onEarly={onEarly} />);
    document.body.append(container);
    before(container.querySelector('form')!);
    act(() => {
      root = hydrateRoot(container, <Form onEarly={onEarly} />);
    });
    return container.querySelector('output')!.textContent;
  }

  it('hands what was typed and chosen before hydration to the state', () => {
    const shown = hydrate((form) => {
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Souza';
      (form.elements.namedItem('uf') as HTMLSelectElement).value = 'MG';
      (form.elements.namedItem('remember') as HTMLInputElement).checked = true;
    });
    expect(shown).toBe('Souza|MG');
  });

  it('hands nothing over from a form drawn in the browser (a select on its second option)', () => {
    const onEarly = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Form onEarly={onEarly} uf="MG" />);
    });
    expect(container.querySelector('output')!.textContent).toBe('|MG');
    expect(onEarly).not.toHaveBeenCalled();
  });

  it('hands nothing over when nothing changed', () => {
    const onEarly = vi.fn();
    expect(hydrate(() => undefined, onEarly)).toBe('|');
    expect(onEarly).not.toHaveBeenCalled();
  });
});
