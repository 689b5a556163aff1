import { options, type VNode } from 'preact';

/**
 * React's controlled inputs on Preact (decision 028). React puts an input's `checked` or `value` back to what the
 * component rendered when a handler refuses a change (the cart's eleventh item, letters typed into a phone
 * number); Preact only writes the DOM when the component renders again, so a refused change stayed on screen.
 * This keeps what each controlled input was last rendered with, and after every event on one, once the app has
 * had its render, puts back whatever the DOM still holds differently.
 */
type Controlled = HTMLInputElement | HTMLTextAreaElement;
type Rendered = { checked?: unknown; value?: unknown };

const renderedOf = new WeakMap<Controlled, Rendered>();

/** Preact's name for a vnode's DOM node (`_dom`, mangled to `__e` in every Preact 10 and 11 build). */
type VNodeWithDom = VNode & { __e?: Node | null };

export function keepControlledInputs(): void {
  const diffed = options.diffed;
  options.diffed = (vnode) => {
    const dom = (vnode as VNodeWithDom).__e;
    if (dom instanceof HTMLInputElement || dom instanceof HTMLTextAreaElement) {
      const props = vnode.props as Rendered;
      const rendered: Rendered = {};
      if ('checked' in props && props.checked != null) rendered.checked = Boolean(props.checked);
      if ('value' in props && props.value != null) rendered.value = String(props.value);
      if ('checked' in rendered || 'value' in rendered) renderedOf.set(dom, rendered);
      else renderedOf.delete(dom);
    }
    diffed?.(vnode);
  };

  const event = options.event;
  options.event = (e: Event) => {
    const target = e.target;
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      renderedOf.has(target)
    ) {
      // The handler's state update renders in a microtask queued after this one; the check runs after it.
      queueMicrotask(() => queueMicrotask(() => restore(target)));
    }
    return event ? event(e) : e;
  };
}

function restore(target: Controlled) {
  // A radio that was refused also unchecked the one its group had: put the whole group back.
  const group =
    target instanceof HTMLInputElement && target.type === 'radio' && target.name
      ? [...document.getElementsByName(target.name)]
      : [target];
  for (const element of group) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const rendered = renderedOf.get(element);
    if (!rendered) continue;
    if (
      element instanceof HTMLInputElement &&
      rendered.checked !== undefined &&
      element.checked !== rendered.checked
    )
      element.checked = rendered.checked as boolean;
    if (rendered.value !== undefined && element.value !== rendered.value)
      element.value = rendered.value as string;
  }
}
