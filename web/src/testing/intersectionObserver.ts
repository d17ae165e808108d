import { vi } from 'vitest';

export interface ObserverStub {
  /** Elements observed now. */
  observed: () => Element[];
  /** The options the last observer was made with. */
  options: () => IntersectionObserverInit | undefined;
  /** Tells every observer that its elements came into view. */
  reveal: () => void;
}

/** happy-dom has no IntersectionObserver: a controllable one for the test's boundary (undo with vi.unstubAllGlobals). */
export function stubIntersectionObserver(): ObserverStub {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  let lastOptions: IntersectionObserverInit | undefined;
  class StubObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      lastOptions = options;
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    observed: () => [...observers].flatMap((observer) => [...observer.elements]),
    options: () => lastOptions,
    reveal: () => {
      for (const observer of [...observers]) {
        const entries = [...observer.elements].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length) observer.callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
