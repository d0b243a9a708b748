import { Box, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { PolicyDocumentData } from './policy-types';

/** Terms, privacy and youth-policy pages: a readable column with numbered articles. */
export function PolicyDocument({ document }: { document: PolicyDocumentData }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" maxW="3xl" mx="auto" my={{ base: '2', md: '4' }}>
      <Card.Header borderBottomWidth="1px" pb="5">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em">
          {document.title}
        </Heading>
        <Text mt="1" fontSize="sm" color="fg.muted">
          {document.effectiveDate}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="7" lineHeight="1.8" fontSize={{ base: 'sm', md: 'md' }}>
          <Text>{document.intro}</Text>
          {document.sections.map((section) => (
            <Box as="section" key={section.heading}>
              <Heading as="h2" size="md" mb="2">
                {section.heading}
              </Heading>
              <Stack gap="2">
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.items && (
                  <List.Root as="ol" ps="5" gap="1" listStyleType="decimal">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
