import React, { useEffect, useImperativeHandle, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, keymap, lineNumbers } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { TOKEN_CLASS } from '../../shared/code-tokens';

/**
 * CodeMirror's tokens get the classes of the site's build-time highlighting, so the editor uses
 * the same colours as every static code block, in both colour modes, with no theme of its own.
 */
const tokenClasses = HighlightStyle.define([
  { tag: [t.comment, t.lineComment, t.blockComment], class: TOKEN_CLASS.comment },
  {
    tag: [t.keyword, t.bool, t.null, t.modifier, t.controlKeyword, t.moduleKeyword, t.operatorKeyword],
    class: TOKEN_CLASS.keyword,
  },
  { tag: [t.string, t.special(t.string), t.regexp], class: TOKEN_CLASS.string },
  { tag: [t.number, t.constant(t.variableName)], class: TOKEN_CLASS.number },
  {
    tag: [t.function(t.variableName), t.function(t.propertyName), t.typeName, t.className],
    class: TOKEN_CLASS.function,
  },
  { tag: [t.tagName, t.angleBracket], class: TOKEN_CLASS.tag },
  { tag: [t.attributeName, t.propertyName], class: TOKEN_CLASS.attr },
]);

export interface CodeEditorHandle {
  /** Replaces the whole text (Reset), keeping undo history. */
  setText(text: string): void;
  focus(): void;
}

interface Props {
  initialText: string;
  onChange: (text: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Where Escape moves the focus, so keyboard users can leave the editor. */
  onEscape: () => void;
}

/**
 * A TSX editor. Tab is not captured (it moves the focus on, as everywhere else on the page);
 * Escape leaves the editor too.
 */
const CodeEditor = React.forwardRef<CodeEditorHandle, Props>(function CodeEditor(
  { initialText, onChange, label, onEscape },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onEscape });
  callbacks.current = { onChange, onEscape };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          // Wrapped lines and an editor as tall as its code: no scrolling region inside the page.
          EditorView.lineWrapping,
          javascript({ jsx: true, typescript: true }),
          syntaxHighlighting(tokenClasses),
          keymap.of([
            { key: 'Escape', run: () => (callbacks.current.onEscape(), true) },
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns its text once created; Reset goes through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    setText(text: string) {
      const editor = view.current;
      if (editor) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
    },
    focus: () => view.current?.focus(),
  }));

  return <div ref={host} className="live-example__editor code-block__pre" />;
});

export default CodeEditor;
