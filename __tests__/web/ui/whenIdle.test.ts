// Deferred work waits for the page's load event (the hero image's paint) and then for an idle moment.
import { afterPageLoad, whenIdle } from '../../../src/ui/whenIdle';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

let idle: (() => void)[];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
  window.cancelIdleCallback = (handle: number) => {
    idle[handle - 1] = () => undefined;
  };
});

afterEach(() => setReadyState('complete'));

describe('afterPageLoad', () => {
  it('runs at once on a page that has loaded', () => {
    const run = jest.fn();
    afterPageLoad(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event of a page still loading, and can be cancelled', () => {
    setReadyState('interactive');
    const run = jest.fn();
    const cancelled = jest.fn();
    afterPageLoad(run);
    afterPageLoad(cancelled)();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('asks for an idle moment only after the load event', () => {
    setReadyState('loading');
    const run = jest.fn();
    whenIdle(run);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before and after the load event', () => {
    setReadyState('loading');
    const early = jest.fn();
    const late = jest.fn();
    whenIdle(early)();
    const cancelLate = whenIdle(late);
    window.dispatchEvent(new Event('load'));
    cancelLate();
    idle.forEach((callback) => callback());
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
