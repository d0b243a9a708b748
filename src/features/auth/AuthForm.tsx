import { Button, Link as ChakraLink, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { FormEventHandler, ReactNode } from 'react';

interface AuthFormProps {
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** The line under the form that sends to the other page ('/login' or '/register'). */
  switchQuestion: string;
  switchTo: '/login' | '/register';
  switchLabel: string;
  /** In a side panel the switch changes the panel instead of the page. */
  onSwitch?: () => void;
  /** Under the submit button: the social login buttons. */
  after?: ReactNode;
  children: ReactNode;
}

/** The frame the login and register forms share: intro, fields, the submit button and the switch link. */
export function AuthForm(props: AuthFormProps) {
  return (
    <Stack asChild gap="5">
      <form onSubmit={props.onSubmit} noValidate>
        <Text color="fg.muted" fontSize="sm">
          {props.intro}
        </Text>
        {props.children}
        <Button
          type="submit"
          size="lg"
          colorPalette="primary"
          loading={props.submitting}
          loadingText={props.submittingLabel}
        >
          {props.submitLabel}
        </Button>
        {props.after}
        <Separator />
        <HStack justify="center" gap="1.5" fontSize="sm">
          <Text color="fg.muted">{props.switchQuestion}</Text>
          {props.onSwitch ? (
            <ChakraLink as="button" color="primary.fg" fontWeight="semibold" onClick={props.onSwitch}>
              {props.switchLabel}
            </ChakraLink>
          ) : (
            <ChakraLink asChild color="primary.fg" fontWeight="semibold">
              <Link to={props.switchTo}>{props.switchLabel}</Link>
            </ChakraLink>
          )}
        </HStack>
      </form>
    </Stack>
  );
}
