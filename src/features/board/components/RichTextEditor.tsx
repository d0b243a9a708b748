import { Box, HStack, IconButton, Separator } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { HintTooltip } from '../../../app';
import { normalizeEditorHtml, webUrl } from '../editor-html';
import { BoldIcon, ImageIcon, ItalicIcon, LinkIcon } from './icons';

interface RichTextEditorProps {
  /** Written into the editor when it differs from what it holds (a restored draft, the post to modify). */
  html: string;
  onChange: (html: string) => void;
  invalid: boolean;
  /** The form field's name: server errors focus `#content`. */
  id: string;
  placeholder: string;
}

/** A small contentEditable editor: bold, italic, links and images by address. It produces HTML. */
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
  const ask = (command: 'createLink' | 'insertImage', question: string) => {
    const url = webUrl(window.prompt(question) ?? '');
    if (url) run(command, url);
  };

  const tools = [
    { label: '굵게', icon: <BoldIcon />, action: () => run('bold') },
    { label: '기울임', icon: <ItalicIcon />, action: () => run('italic') },
    { label: '링크', icon: <LinkIcon />, action: () => ask('createLink', '링크 주소를 입력하세요') },
    { label: '이미지', icon: <ImageIcon />, action: () => ask('insertImage', '이미지 주소를 입력하세요') },
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
