import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import type { z } from 'zod';
import { forgetDraft, readDraft, writeDraft } from './draftStore';

export interface KeptForm<T> {
  /** A draft left on this device, waiting for the user's answer (restore or discard); null when there is none. */
  offer: T | null;
  /** Takes the offered draft back into the form: answers it, and the form counts as changed again. */
  restore: () => T | null;
  discard: () => void;
  /** The form was saved: its draft goes and leaving is free again (call before navigating away). */
  saved: () => void;
  /** The next navigation may leave without asking; the draft stays (a guest sent to sign in comes back to it). */
  letGo: () => void;
  /** On the form's wrapper (onInput): the user changed something, so the form has unsaved work. */
  onInput: () => void;
  /** The in-app navigation held back while the form has unsaved work (blocked → ask the user). */
  blocker: Blocker;
}

/**
 * Keeps a form's unsaved work (issue 27 "Forms lose work"): every change the user makes is written to a draft
 * on this device, the form offers that draft when it opens again, and leaving with unsaved work asks first: in-app
 * links through React Router's blocker (only when the path changes, so a form's own steps in the query stay free),
 * reload and close through `beforeunload`. Unsaved means the user typed or picked something: values the page
 * fills in by itself (a preselected category, the edit form's loaded recipe) are not the user's work.
 */
export function useKeptForm<T>(key: string, value: T, schema: z.ZodType<T>): KeptForm<T> {
  const [offer, setOffer] = useState<T | null>(() => readDraft(key, schema));
  const [edited, setEditedState] = useState(false);
  // the blocker reads this at the moment of a navigation, which may come in the same tick as saved()
  const unsaved = useRef(false);
  const setEdited = useCallback((value: boolean) => {
    unsaved.current = value;
    setEditedState(value);
  }, []);

  // while a draft is offered, the form's blank state must not overwrite it
  useEffect(() => {
    if (edited && offer === null) writeDraft(key, value);
  }, [key, value, edited, offer]);

  useEffect(() => {
    if (!edited) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edited]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        unsaved.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  return {
    offer,
    restore: () => {
      setOffer(null);
      setEdited(true);
      return offer;
    },
    discard: () => {
      forgetDraft(key);
      setOffer(null);
    },
    saved: () => {
      setEdited(false);
      forgetDraft(key);
    },
    letGo: () => {
      unsaved.current = false;
    },
    onInput: () => setEdited(true),
    blocker,
  };
}
