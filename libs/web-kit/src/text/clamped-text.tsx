import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Names come from people and have no length bound on screen: a 5,000-character name, or one long
  // word, must neither widen the page nor push the buttons beside it away.
  clamp: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minWidth: 0,
  },
  // Only a word too long for any line is broken anywhere: breaking every word would let a table
  // squeeze short values ("Yes", a phone number) into pieces.
  breakable: { overflowWrap: 'anywhere' },
  cell: { maxWidth: '28rem' },
});

export interface ClampedTextProps {
  /** The whole text, offered as the tooltip (and the content when there are no children). */
  text: string;
  /** Lines shown before the text is cut. */
  lines?: number;
  /** Bounds the width as well (a table cell); otherwise the text takes the width its parent gives. */
  cell?: boolean;
  className?: string;
  children?: ReactNode;
}

// Longer than any word of a name, an address or a phone number.
const LONGEST_WORD = 30;
const HAS_LONG_WORD = new RegExp(`\\S{${LONGEST_WORD},}`);

/** Text cut after a few lines, with the whole of it in the title attribute. */
export function ClampedText({ text, lines = 2, cell, className, children }: ClampedTextProps) {
  const styles = useStyles();
  return (
    <span
      className={mergeClasses(styles.clamp, HAS_LONG_WORD.test(text) && styles.breakable, cell && styles.cell, className)}
      style={{ WebkitLineClamp: lines }}
      title={text || undefined}
    >
      {children ?? text}
    </span>
  );
}
