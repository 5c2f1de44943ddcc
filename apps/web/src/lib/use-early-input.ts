import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useServerDrawing } from './use-hydrated.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value the server drew in the field: its `value` attribute, or the option it marked. */
function drawnValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * What a visitor chose in a server-drawn form before React took over the page (hydration).
 * React 19.3 keeps such a field's value on screen but does not tell the component, whose state
 * then disagrees with what the visitor sees (facebook/react#12955; the fix, #33129, sits behind
 * a flag that is off in the stable build): a state picked before hydration left the
 * doctor-finder's municipality list disabled for good on a slow phone.
 *
 * Once, after hydration, this hands `adopt` the named text fields and selects whose value is no
 * longer the one the server drew, by name. A form drawn in the browser (a client navigation) has
 * no such past and `adopt` is not called.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  adopt: (changed: Record<string, string>) => void,
): void {
  // Whether the first drawing was over the server's HTML.
  const serverDrawing = useServerDrawing();
  const [hydrated] = useState(serverDrawing);
  const onFirstCommit = useEffectEvent(() => {
    if (!hydrated) return;
    const changed: Record<string, string> = {};
    for (const field of form.current?.elements ?? []) {
      const text =
        (field instanceof HTMLInputElement &&
          !['checkbox', 'radio', 'file'].includes(field.type)) ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement;
      if (text && field.name && field.value !== drawnValue(field))
        changed[field.name] = field.value;
    }
    if (Object.keys(changed).length) adopt(changed);
  });
  useEffect(() => onFirstCommit(), []);
}
