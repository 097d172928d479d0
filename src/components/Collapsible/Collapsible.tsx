import React, { useLayoutEffect, useRef, useState } from 'react';
import { collapsibleDuration } from './collapsible-duration';

type Props = React.HTMLAttributes<HTMLElement> & {
  open: boolean;
  as?: 'div' | 'ul';
  children: React.ReactNode;
};

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Content that slides open and closed. The animation lasts longer for taller
 * content; when closed the content is `hidden`, so it leaves the tab order.
 */
export default function Collapsible({ open, as: Tag = 'div', children, style, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(!open);
  const first = useRef(true);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setHidden(false);
    element.hidden = false;
    const height = element.scrollHeight;
    const duration = reduced ? 0 : collapsibleDuration(height);
    element.style.overflow = 'hidden';
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = `${open ? 0 : height}px`;
    element.getBoundingClientRect(); // start the transition from the height just set
    element.style.height = `${open ? height : 0}px`;
    const finish = () => {
      element.style.removeProperty('height');
      element.style.removeProperty('overflow');
      element.style.removeProperty('transition');
      if (!open) setHidden(true);
    };
    const timer = window.setTimeout(finish, duration);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Tag ref={ref as never} hidden={hidden} style={style} data-collapsible={open ? 'open' : 'closed'} {...rest}>
      {children}
    </Tag>
  );
}
