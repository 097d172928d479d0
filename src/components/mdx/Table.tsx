import React from 'react';

/** A guide's table: it scrolls sideways on narrow screens, so the keyboard can reach it too. */
export default function Table(props: React.ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}
