import { Box, HStack, IconButton, Separator } from '@chakra-ui/react';
import { type ClipboardEvent, type DragEvent, useEffect, useRef } from 'react';
import { HintTooltip, ImageIcon, showMessage, uploadProgress } from '../../../app';
import { acceptAttribute } from '../../../contract';
import { isHttpError } from '../../../data/http';
import { uploadFiles } from '../../../data/upload';
import { imageFilesOf, normalizeEditorHtml, uploadedImageHtml, webUrl } from '../editor-html';
import { BoldIcon, ItalicIcon, LinkIcon } from './icons';

interface RichTextEditorProps {
  /** Written into the editor when it differs from what it holds (a restored draft, the post to modify). */
  html: string;
  onChange: (html: string) => void;
  invalid: boolean;
  /** The form field's name: server errors focus `#content`. */
  id: string;
  placeholder: string;
}

/** The caret at the editor's end: where images go when the member's caret was elsewhere. */
function endOf(element: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  return range;
}

/**
 * A small contentEditable editor: bold, italic, links by address, and images from the device
 * (picked from the gallery or camera, pasted or dropped), uploaded with the progress modal. It
 * produces HTML.
 */
export function RichTextEditor({ html, onChange, invalid, id, placeholder }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element && normalizeEditorHtml(element.innerHTML) !== html) element.innerHTML = html;
  }, [html]);

  const emit = () => onChange(normalizeEditorHtml(ref.current?.innerHTML ?? ''));
  const run = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, value);
    emit();
  };
  const askLink = () => {
    const url = webUrl(window.prompt('링크 주소를 입력하세요') ?? '');
    if (url) run('createLink', url);
  };

  // The file picker, the upload and its modal take the focus: the caret is kept and put back.
  const fileInput = useRef<HTMLInputElement>(null);
  const caret = useRef<Range | null>(null);
  const keepCaret = () => {
    const selection = window.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
    caret.current = range && ref.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const insertImages = async (files: File[]) => {
    const editor = ref.current;
    if (files.length === 0 || !editor) return;
    try {
      const images = await uploadFiles(files, {
        purpose: 'post-image',
        content: '게시글에 넣을 이미지를 올리고 있습니다.',
        progress: uploadProgress,
      });
      editor.focus();
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(
        caret.current && editor.contains(caret.current.startContainer) ? caret.current : endOf(editor),
      );
      document.execCommand('insertHTML', false, images.map(uploadedImageHtml).join(''));
      emit();
    } catch (error) {
      void showMessage(isHttpError(error) ? error.message : '이미지를 올리지 못했습니다.');
    }
  };
  const pickImages = () => {
    keepCaret();
    fileInput.current?.click();
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = imageFilesOf(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    keepCaret();
    void insertImages(files);
  };
  const onDrop = (event: DragEvent) => {
    const files = imageFilesOf(event.dataTransfer.files);
    if (files.length === 0) return;
    event.preventDefault();
    // The image goes where it was dropped.
    const range = document.caretRangeFromPoint?.(event.clientX, event.clientY);
    caret.current = range && ref.current?.contains(range.startContainer) ? range : null;
    void insertImages(files);
  };
  const onDragOver = (event: DragEvent) => {
    if (event.dataTransfer.types.includes('Files')) event.preventDefault();
  };

  const tools = [
    { label: '굵게', icon: <BoldIcon />, action: () => run('bold') },
    { label: '기울임', icon: <ItalicIcon />, action: () => run('italic') },
    { label: '링크', icon: <LinkIcon />, action: askLink },
    { label: '이미지', icon: <ImageIcon />, action: pickImages },
  ];

  return (
    <Box
      w="full"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={invalid ? 'border.error' : 'border'}
      overflow="hidden"
      _focusWithin={{
        borderColor: invalid ? 'border.error' : 'purple.solid',
        boxShadow: '0 0 0 1px var(--chakra-colors-purple-solid)',
      }}
    >
      <HStack
        gap="0.5"
        px="2"
        py="1.5"
        borderBottomWidth="1px"
        bg="bg.subtle"
        role="toolbar"
        aria-label="서식"
      >
        {tools.map((tool, index) => (
          <HStack key={tool.label} gap="0.5">
            {index === 2 && <Separator orientation="vertical" h="5" mx="1" />}
            <HintTooltip label={tool.label} placement="top">
              <IconButton
                aria-label={tool.label}
                size="sm"
                variant="ghost"
                colorPalette="gray"
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.action}
              >
                {tool.icon}
              </IconButton>
            </HintTooltip>
          </HStack>
        ))}
        <input
          ref={fileInput}
          type="file"
          accept={acceptAttribute('image')}
          multiple
          hidden
          aria-label="이미지 파일"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared, so picking the same photo again still fires a change.
            event.currentTarget.value = '';
            void insertImages(files);
          }}
        />
      </HStack>
      <Box
        ref={ref}
        id={id}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="내용"
        aria-invalid={invalid}
        tabIndex={0}
        data-placeholder={placeholder}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onDrop={onDrop}
        onDragOver={onDragOver}
        minH={{ base: '60', md: '80' }}
        px="4"
        py="3"
        // The field around it greys its text like a placeholder; typed text reads as the title does.
        color="fg"
        lineHeight="1.8"
        outline="none"
        wordBreak="break-word"
        css={{
          '&:empty::before': { content: 'attr(data-placeholder)', color: 'var(--chakra-colors-fg-subtle)' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: '8px' },
          '& a': { color: 'var(--chakra-colors-purple-fg)', textDecoration: 'underline' },
        }}
      />
    </Box>
  );
}
