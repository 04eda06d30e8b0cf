import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput, sanitizeCode } from './code-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function Harness({
  onComplete,
  isDisabled,
}: {
  onComplete: (code: string) => void;
  isDisabled?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      label="Six-digit code"
      value={value}
      onChange={setValue}
      onComplete={onComplete}
      isDisabled={isDisabled ?? false}
    />
  );
}

function renderCodeInput(props: { isDisabled?: boolean } = {}) {
  const onComplete = vi.fn<(code: string) => void>();
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(<Harness onComplete={onComplete} {...props} />));
  const input = container.querySelector('input') as HTMLInputElement;
  const cells = () =>
    [...container.querySelectorAll('.code-input-cell')].map((cell) => cell.textContent);
  return { input, cells, onComplete };
}

/** Types or pastes like a browser: sets the DOM value, then fires the input event React hears. */
function enter(input: HTMLInputElement, text: string) {
  // React tracks the value it last set; the prototype's setter bypasses that, as typing does.
  const { set } = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value') as {
    set: (this: HTMLInputElement, value: string) => void;
  };
  act(() => {
    set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('sanitizeCode', () => {
  it('keeps digits only, up to the length', () => {
    expect(sanitizeCode('12a 3-4', 'digits', 6)).toBe('1234');
    expect(sanitizeCode('1234567', 'digits', 6)).toBe('123456');
  });
  it('uppercases letters for alphanumeric codes', () => {
    expect(sanitizeCode('ab-c12 9', 'alphanumeric', 6)).toBe('ABC129');
  });
});

describe('CodeInput (spec 1 §2: six digits, submits when full)', () => {
  it('is one labelled input drawn as six cells', () => {
    const { input, cells } = renderCodeInput();
    expect(input.getAttribute('aria-label')).toBe('Six-digit code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(cells()).toEqual(['', '', '', '', '', '']);
  });

  it('accepts digits only', () => {
    const { input, cells, onComplete } = renderCodeInput();
    enter(input, '1a2');
    expect(input.value).toBe('12');
    expect(cells()).toEqual(['1', '2', '', '', '', '']);
    enter(input, '12x');
    expect(input.value).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('takes a pasted code with spaces and submits once it is full', () => {
    const { input, cells, onComplete } = renderCodeInput();
    enter(input, ' 123 456 ');
    expect(input.value).toBe('123456');
    expect(cells()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('submits when the sixth digit is typed, and again after a correction', () => {
    const { input, onComplete } = renderCodeInput();
    enter(input, '12345');
    expect(onComplete).not.toHaveBeenCalled();
    enter(input, '123456');
    expect(onComplete).toHaveBeenLastCalledWith('123456');
    enter(input, '12345');
    enter(input, '123457');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123457');
  });

  it('ignores characters beyond six', () => {
    const { input, onComplete } = renderCodeInput();
    enter(input, '123456');
    enter(input, '1234567');
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('can be disabled while the code is checked', () => {
    const { input } = renderCodeInput({ isDisabled: true });
    expect(input.disabled).toBe(true);
  });
});
