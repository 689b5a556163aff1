import { MESSAGE_TEMPLATES, type MessageKind } from './templates';

export type MessageVariables = Record<string, string>;

/**
 * A message ready for every channel: `body` is the 알림톡 text (its button goes beside it), `content` the
 * SMS and e-mail text, which writes the button's link out. Advertising carries the (광고) mark and the
 * opt-out line the law asks for (정보통신망법 §50 ④, 시행령 §61).
 */
export type RenderedMessage = {
  title: string;
  body: string;
  content: string;
  button: { name: string; url: string } | null;
};

const VARIABLE = /#\{([^}]+)\}/g;
export const SHOP_NAME = '소리담';

export class MissingVariableError extends Error {
  constructor(
    readonly kind: MessageKind,
    readonly variable: string,
  ) {
    super(`message ${kind}: variable #{${variable}} has no value`);
  }
}

/** The variables a kind's template asks for, each once, in the order they appear. */
export function templateVariables(kind: MessageKind): string[] {
  const template = MESSAGE_TEMPLATES[kind];
  // Stryker disable next-line StringLiteral: the separator and the buttonless filler hold no #{…} either way
  const text = [template.title, template.body, 'button' in template ? template.button.path : ''].join('\n');
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];
}

function fill(kind: MessageKind, text: string, variables: MessageVariables): string {
  return text.replace(VARIABLE, (_, name: string) => {
    const value = variables[name];
    if (value === undefined || value === '') throw new MissingVariableError(kind, name);
    return value;
  });
}

export function renderMessage(
  kind: MessageKind,
  variables: MessageVariables,
  site: { publicUrl: string; optOut: string },
): RenderedMessage {
  const template = MESSAGE_TEMPLATES[kind];
  const title = fill(kind, template.title, variables);
  const body = fill(kind, template.body, variables);
  const button =
    'button' in template
      ? {
          name: template.button.name,
          url: `${site.publicUrl}/customer_v2/${fill(kind, template.button.path, variables)}`,
        }
      : null;
  const text = button ? `${body}\n${button.name}: ${button.url}` : body;
  if (template.purpose === 'transactional') return { title, body, content: text, button };
  if (!site.optOut.trim()) throw new Error('advertising needs an opt-out line');
  return {
    title: `(광고) ${title}`,
    body: `(광고) ${SHOP_NAME}\n${body}\n${site.optOut}`,
    content: `(광고) ${SHOP_NAME}\n${text}\n${site.optOut}`,
    button,
  };
}
