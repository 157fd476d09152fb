import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { preservingExtensions } from './rich-text-extensions.ts';
import { Button, Divider, Space, Tooltip, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import '../messages.ts';

export interface RichTextEditorProps {
  /** HTML (decoded). */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/** An editor with nothing in it still answers `<p></p>`; the form treats that as empty. */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() === '' && !/<img\b/i.test(html);
}

/**
 * The notice editor (tiptap 3, a maintained ProseMirror editor; loaded only with the notice form).
 * Works as a Form.Item control: `value` / `onChange` carry HTML. What it loads is sanitised first, so an
 * old notice with unsafe markup cannot come alive inside the editor either.
 */
export function RichTextEditor({ value, onChange, id, ...rest }: RichTextEditorProps) {
  const t = useT();
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }), ...preservingExtensions],
    content: sanitizeHtml(value ?? ''),
    editorProps: { attributes: { 'aria-label': t('notices.editor.label'), role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: current }) => onChange?.(current.getHTML()),
    immediatelyRender: true,
  });

  // A value set from outside (the form loading a notice) replaces the document.
  useEffect(() => {
    if (!editor || value === undefined || value === editor.getHTML()) return;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const tool = (label: MessageKey, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={t(label)} key={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(label)}
        aria-pressed={active}
        disabled={disabled || !editor}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  const toggleLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt(t('notices.editor.linkPrompt'), 'https://');
    if (href && /^(https?:|mailto:)/i.test(href.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div
      aria-invalid={rest['aria-invalid']}
      style={{
        border: `1px solid ${rest['aria-invalid'] ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Space
        size={2}
        wrap
        role="toolbar"
        aria-label={t('notices.editor.toolbar')}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorSplit}`, width: '100%' }}
      >
        {tool('notices.editor.bold', <BoldOutlined />, state?.bold ?? false, () => editor?.chain().focus().toggleBold().run())}
        {tool('notices.editor.italic', <ItalicOutlined />, state?.italic ?? false, () => editor?.chain().focus().toggleItalic().run())}
        {tool('notices.editor.underline', <UnderlineOutlined />, state?.underline ?? false, () => editor?.chain().focus().toggleUnderline().run())}
        {tool('notices.editor.strike', <StrikethroughOutlined />, state?.strike ?? false, () => editor?.chain().focus().toggleStrike().run())}
        <Divider orientation="vertical" />
        {tool('notices.editor.heading', <span style={{ fontWeight: 600 }}>H</span>, state?.h2 ?? false, () =>
          editor?.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {tool('notices.editor.bulletList', <UnorderedListOutlined />, state?.bullet ?? false, () => editor?.chain().focus().toggleBulletList().run())}
        {tool('notices.editor.orderedList', <OrderedListOutlined />, state?.ordered ?? false, () => editor?.chain().focus().toggleOrderedList().run())}
        {tool('notices.editor.link', <LinkOutlined />, state?.link ?? false, toggleLink)}
        <Divider orientation="vertical" />
        {tool('notices.editor.undo', <UndoOutlined />, false, () => editor?.chain().focus().undo().run(), !state?.canUndo)}
        {tool('notices.editor.redo', <RedoOutlined />, false, () => editor?.chain().focus().redo().run(), !state?.canRedo)}
      </Space>
      <EditorContent editor={editor} className="gs-rich-text gs-editor" style={{ minHeight: 220, padding: '8px 12px' }} />
    </div>
  );
}
