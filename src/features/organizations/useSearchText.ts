import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing must pause before the address follows. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box's text, kept in the address (`?q=`) so a link reproduces the view. The text changes at once (the
 * tree filters what it already has); the address follows once typing pauses, replacing its entry, so Back does not
 * replay keystrokes and the route's loader does not run at every key. An address changed otherwise (Back, a link)
 * is shown instead.
 */
export function useSearchText(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [text, setText] = useState(inAddress);
  const written = useRef(inAddress);

  useEffect(() => {
    if (inAddress !== written.current) {
      written.current = inAddress;
      setText(inAddress);
    }
  }, [inAddress]);

  useEffect(() => {
    if (text === written.current) return undefined;
    const timer = setTimeout(() => {
      written.current = text;
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (text === '') next.delete('q');
        else next.set('q', text);
        return next;
      }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => { clearTimeout(timer); };
  }, [text, setParams]);

  return [text, setText];
}
