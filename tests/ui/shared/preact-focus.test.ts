/**
 * The preact/compat focus shim (src/ui/preact-focus.ts) with Preact itself on happy-dom: the passive
 * cleanups of an unmounted component run before the next animation frame (where react-aria gives
 * focus back to an overlay's opener), and effects still run, once, for mounted components.
 */
import './setup.ts';
import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import '../../../src/ui/preact-focus.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 80));

const shim = suite('preact focus shim');

shim('an unmounted component’s passive cleanup runs before the next frame', async () => {
  const log: string[] = [];
  function Overlay() {
    useEffect(() => {
      log.push('effect');
      return () => log.push('cleanup');
    }, []);
    return h('div', null, 'overlay');
  }
  const container = document.createElement('div');
  document.body.append(container);
  render(h(Overlay, null), container);
  await settle();
  assert.equal(log, ['effect']);

  render(null, container);
  let atFrame: string[] = [];
  requestAnimationFrame(() => (atFrame = [...log]));
  await nextFrame();
  assert.equal(atFrame, ['effect', 'cleanup'], 'the cleanup ran before the frame');
  await settle();
  assert.equal(log, ['effect', 'cleanup'], 'and only once');
  container.remove();
});

shim('effects of a component that stays keep running once per change, cleanups before effects', async () => {
  const log: string[] = [];
  let setCount: (count: number) => void = () => undefined;
  function Counter() {
    const [count, set] = useState(0);
    setCount = set;
    useEffect(() => {
      log.push(`effect ${count}`);
      return () => log.push(`cleanup ${count}`);
    }, [count]);
    return h('span', null, String(count));
  }
  function Parent({ other }: { readonly other: boolean }) {
    return h('div', null, h(Counter, null), other ? h('p', null, 'other') : null);
  }
  const container = document.createElement('div');
  document.body.append(container);
  render(h(Parent, { other: true }), container);
  await settle();
  setCount(1);
  // The same tick unmounts something else: the pending effect flush runs early, still in order.
  render(h(Parent, { other: false }), container);
  await settle();
  assert.equal(log, ['effect 0', 'cleanup 0', 'effect 1']);
  assert.is(container.textContent, '1');
  render(null, container);
  await nextFrame();
  assert.equal(log, ['effect 0', 'cleanup 0', 'effect 1', 'cleanup 1']);
  container.remove();
});

shim.run();
