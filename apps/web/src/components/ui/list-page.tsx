import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

/** The frame of a list screen: its heading, an optional line of text, then the list. */
export function ListPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
