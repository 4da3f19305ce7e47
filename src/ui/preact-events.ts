/**
 * In the browser the React API is served by preact/compat, which hands native events to handlers.
 * React's SyntheticEvent carries its fields as own properties; react-aria copies events with
 * `{ ...event }` (useKeyboard), which keeps own properties only, so under Preact `key` was lost
 * and Escape never closed a modal (react-spectrum #4983). This gives keyboard events the same
 * own, enumerable fields. Imported by the composition roots only: tests render with React itself.
 */
import { options } from 'preact';
import './preact-focus.ts';

const FIELDS = ['key', 'code', 'location', 'repeat', 'isComposing', 'shiftKey', 'ctrlKey', 'altKey', 'metaKey', 'type', 'target', 'currentTarget', 'defaultPrevented'] as const;

/** Makes a keyboard event's fields own, enumerable getters (reading the live values). */
function withOwnKeyboardFields<E extends Event>(event: E): E {
  if (typeof KeyboardEvent === 'undefined' || !(event instanceof KeyboardEvent) || Object.prototype.hasOwnProperty.call(event, 'key')) return event;
  for (const field of FIELDS) {
    Object.defineProperty(event, field, { enumerable: true, configurable: true, get: () => Reflect.get(KeyboardEvent.prototype, field, event) });
  }
  return event;
}

const previous = options.event;
options.event = (event) => withOwnKeyboardFields(previous ? previous(event) : event);
